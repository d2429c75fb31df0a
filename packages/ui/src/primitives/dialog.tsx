import { createContext, useContext, useState, type ComponentProps, type ReactNode } from 'react';
import type { Dialog as DialogPrimitive } from 'radix-ui';
import type { radixDialog } from './dialog-radix';
import { X } from 'lucide-react';
import { ru } from '@sakta/core';
import { cn } from '../lib/cn';
import { lazyModule, useLazyModule } from '../lib/lazy-module';
import { uiStrings } from '../lib/strings';
import { Button } from './button';
import { LoadFailedAlert } from './load-failed';

/** Radix's dialog parts and the focus rule of every dialog (dialog-focus.ts), fetched together. */
type Radix = typeof radixDialog;

const radix = lazyModule<Radix>(() => import('./dialog-radix').then((m) => m.radixDialog));

/** Fetches the dialogs' code (tests and stories await it so a dialog opens at once). */
export const preloadDialog = (): Promise<unknown> => radix.load();

const RadixContext = createContext<Radix | null>(null);

function useRadix(): Radix {
  const loaded = useContext(RadixContext);
  if (!loaded) throw new Error('A dialog part is rendered outside <Dialog>');
  return loaded;
}

export interface DialogProps {
  open: boolean;
  /** Esc, a click outside or a close button: onOpenChange(false). */
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/**
 * Radix Dialog: traps focus, closes on Esc and on a click outside (both report through onOpenChange(false)). Its
 * code is not in the page's first render: it is fetched in an idle moment after it, or when the dialog opens; if it
 * cannot be fetched then, the open dialog says so with 'Повторить' and 'Закрыть' (what the page holds is kept).
 */
export function Dialog({ open, onOpenChange, children }: DialogProps) {
  const { value: loaded, failed, retry } = useLazyModule(radix, open);
  if (loaded)
    return (
      <RadixContext value={loaded}>
        <loaded.Root open={open} onOpenChange={onOpenChange}>
          {children}
        </loaded.Root>
      </RadixContext>
    );
  return open && failed ? <DialogLoadFailed onRetry={retry} onClose={() => onOpenChange(false)} /> : null;
}

/** What had the focus when the failure panel showed: it gets it back when the panel goes. */
let panelOpener: Element | null = null;

/**
 * The failure panel takes the focus the dialog would have taken when it shows, and gives it back to what had it
 * when it goes (as a dialog does): one function for every render, so a re-render of the page behind does not take
 * the focus back.
 */
const focusOnce = (panel: HTMLDivElement | null) => {
  if (panel) {
    panelOpener = document.activeElement;
    panel.focus();
  } else if (panelOpener instanceof HTMLElement && panelOpener.isConnected) panelOpener.focus();
};

/** An open dialog whose code could not be fetched: 'Ошибка загрузки страницы', 'Повторить' and 'Закрыть' (or Esc). */
export function DialogLoadFailed({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  return (
    <div
      role="alertdialog"
      aria-label={ru.pageLoad.failed}
      ref={focusOnce}
      tabIndex={-1}
      // Esc closes it as it would the dialog
      onKeyDown={(event) => (event.key === 'Escape' ? onClose() : undefined)}
      className="fixed inset-x-4 top-4 z-50 mx-auto grid max-w-lg gap-3 rounded-xl border bg-card p-6 shadow-popover"
    >
      <LoadFailedAlert title={ru.pageLoad.failed} retryLabel={ru.pageLoad.retry} onRetry={onRetry} />
      <Button variant="ghost" className="justify-self-end" onClick={onClose}>
        {uiStrings.close}
      </Button>
    </div>
  );
}

export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  const { Close } = useRadix();
  // data-dialog-close survives a child's own data-slot (asChild): the focus rule never opens on a closing control
  return <Close data-slot="dialog-close" data-dialog-close="" {...props} />;
}

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  const { Overlay } = useRadix();
  return (
    <Overlay
      data-slot="dialog-overlay"
      className={cn(
        'fixed inset-0 z-50 bg-slate-950/45 backdrop-blur-[1px] data-[state=open]:animate-overlay-in',
        className,
      )}
      {...props}
    />
  );
}

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Show the corner 'Закрыть' button (default true). */
  showClose?: boolean;
}

/** The Radix content in its portal over the dimmed overlay: the surface of a centred dialog and of a side sheet. */
/**
 * Every dialog opens on its first useful control and gives the focus back to what opened it when it closes (or to
 * what took that control's place): the rule is in dialog-focus.ts; `onOpenAutoFocus` and `onCloseAutoFocus` run
 * first and may take it over with preventDefault.
 */
export function DialogSurface({
  overlay,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  /** An overlay of its own (the card payment's darker backdrop) in place of the dimmed one. */
  overlay?: ComponentProps<typeof DialogPrimitive.Overlay> & { 'data-slot'?: string };
}) {
  const { Portal, Content, Overlay, dialogFocus } = useRadix();
  const [focus] = useState(dialogFocus);
  return (
    <Portal>
      {overlay ? <Overlay {...overlay} /> : <DialogOverlay />}
      <Content
        ref={focus.ref}
        onOpenAutoFocus={(event) => focus.onOpen(event, onOpenAutoFocus)}
        onCloseAutoFocus={(event) => focus.onClose(event, onCloseAutoFocus)}
        {...props}
      />
    </Portal>
  );
}

export function DialogContent({ className, children, showClose = true, ...props }: DialogContentProps) {
  const { Close } = useRadix();
  return (
    <DialogSurface
      data-slot="dialog-content"
      className={cn(
        'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4',
        'rounded-xl border bg-card p-6 text-card-foreground shadow-popover outline-none data-[state=open]:animate-dialog-in',
        className,
      )}
      {...props}
    >
      {children}
      {showClose ? (
        <Close
          data-dialog-close=""
          className={cn(
            'absolute top-4 right-4 rounded-md p-1 text-muted-foreground transition-colors outline-none',
            'hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
          )}
        >
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">{uiStrings.close}</span>
        </Close>
      ) : null}
    </DialogSurface>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('grid gap-1.5 pr-6', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  const { Title } = useRadix();
  return (
    <Title
      data-slot="dialog-title"
      className={cn('text-lg leading-tight font-semibold', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  const { Description } = useRadix();
  return (
    <Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
