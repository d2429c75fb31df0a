/**
 * The view of the notifications (its own chunk, loaded by toaster.tsx): Radix Toast brings swipe to dismiss (to
 * the left), pause on hover and on focus, and the F8 hotkey that moves focus to the list; this adds the look of
 * each kind, the place (see ToasterView) and 'Показать детали' for admins (spec part 1 section 9).
 */
import { useRef, useState } from 'react';
import { Portal, Toast as RadixToast } from 'radix-ui';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { ru } from '@sakta/core';
import { cn } from '../lib/cn';
import { uiStrings } from '../lib/strings';
import {
  dismiss,
  NOTIFY_DURATION_MS,
  useNotificationLabels,
  useNotifications,
  type Notification,
  type NotifyKind,
  type ToasterProps,
} from './toaster';

const kindStyles: Record<NotifyKind, { icon: typeof Info; accent: string; iconColor: string }> = {
  success: { icon: CircleCheck, accent: 'before:bg-success', iconColor: 'text-success' },
  warning: { icon: TriangleAlert, accent: 'before:bg-orange', iconColor: 'text-warning' },
  error: { icon: CircleAlert, accent: 'before:bg-danger', iconColor: 'text-danger' },
  info: { icon: Info, accent: 'before:bg-primary', iconColor: 'text-primary' },
};

const focusRing = 'outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * Radix's own announcer is left out (`data-radix-toast-announce-exclude` on the content): the list is a polite
 * live region and an error is an alert, so each notification is read once.
 */
const announceExclude = { 'data-radix-toast-announce-exclude': '' };

function Toast({ item, showDetails }: { item: Notification; showDetails: boolean }) {
  const labels = useNotificationLabels();
  const [expanded, setExpanded] = useState(false);
  // The timer must not close a notification whose details are being read; the user still can (Закрыть, Esc, swipe).
  const byUser = useRef(false);
  const userClose = () => {
    byUser.current = true;
  };
  const { icon: Icon, accent, iconColor } = kindStyles[item.kind];
  const canShowDetails = showDetails && item.details !== null;
  return (
    <RadixToast.Root
      data-slot="toast"
      data-kind={item.kind}
      open={item.open}
      type={item.kind === 'error' ? 'foreground' : 'background'}
      // Infinity stops the timer while details are open; closing them starts a fresh NOTIFY_DURATION_MS.
      duration={expanded ? Infinity : NOTIFY_DURATION_MS}
      onOpenChange={(open) => {
        if (!open && (!expanded || byUser.current)) dismiss(item.id);
        byUser.current = false;
      }}
      onEscapeKeyDown={userClose}
      onSwipeEnd={userClose}
      className={cn(
        'pointer-events-auto relative flex w-full gap-3 overflow-hidden rounded-lg border bg-card py-3 pr-10 pl-4 shadow-popover',
        'before:absolute before:inset-y-0 before:left-0 before:w-1',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0',
        'data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-swipe-out',
        focusRing,
        accent,
      )}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', iconColor)} aria-hidden="true" />
      <div
        className="grid min-w-0 gap-0.5 text-sm"
        role={item.kind === 'error' ? 'alert' : undefined}
        {...announceExclude}
      >
        {item.title ? (
          <RadixToast.Title className="font-semibold text-foreground">{item.title}</RadixToast.Title>
        ) : null}
        <RadixToast.Description className="text-muted-foreground break-words">
          {item.message}
        </RadixToast.Description>
        {canShowDetails ? (
          <div className="mt-1 grid gap-1">
            <button
              type="button"
              aria-expanded={expanded}
              onClick={() => setExpanded((v) => !v)}
              className={cn(
                'w-fit rounded-sm text-xs font-medium text-primary underline-offset-4 hover:underline',
                focusRing,
              )}
            >
              {expanded ? uiStrings.hideDetails : ru.notify.showDetails}
            </button>
            {expanded ? (
              <pre className="max-h-48 overflow-auto rounded-md bg-muted p-2 font-mono text-xs whitespace-pre-wrap text-foreground">
                {item.details}
              </pre>
            ) : null}
          </div>
        ) : null}
      </div>
      <RadixToast.Close
        onClick={userClose}
        aria-label={labels.close}
        className={cn(
          'absolute top-2.5 right-2.5 rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground',
          focusRing,
        )}
        {...announceExclude}
      >
        <X className="size-4" aria-hidden="true" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

/**
 * The Toaster's view: the region 'Уведомления'. It lives in a portal on the body, outside the app's root: an open
 * modal dialog hides the rest of the page from assistive technology (aria-hidden on the root), and a notification
 * raised from inside the dialog must still be read and seen.
 *
 * Where (issue 43 item 15): spec part 1 section 9 puts notifications top right, but there they covered what the
 * pages and dialogs keep in that corner (the sale page's history button, a dialog's or a sheet's 'Закрыть',
 * 'Страховые риски'). They stand where no control is:
 * - with the sidebar (lg and up): at its foot, within its width, above the sandbox marker; the menu is at the
 *   sidebar's top, dialogs are centred or come from the right, so a notification covers nothing one would press;
 * - without it (phones, tablets): along the bottom of the screen, clear of the header's menu button, ring and
 *   profile, and of the dialogs' close buttons at their top.
 * A notification is swiped away to the left, towards the screen's edge at its side.
 */
export function ToasterView({ showDetails = false, className }: ToasterProps) {
  const list = useNotifications();
  const labels = useNotificationLabels();
  return (
    <RadixToast.Provider duration={NOTIFY_DURATION_MS} swipeDirection="left" label={labels.item}>
      {list.map((item) => (
        <Toast key={item.id} item={item} showDetails={showDetails} />
      ))}
      <Portal.Root>
        <RadixToast.Viewport
          data-slot="toaster"
          label={labels.region}
          aria-live="polite"
          className={cn(
            'fixed z-[100] flex flex-col gap-2 outline-none',
            // phones and tablets: the bottom of the screen, full width, above the home indicator of a phone
            'inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))]',
            // with the sidebar (lg): its foot, inside its 16rem, above the sandbox marker (bottom-2, 1.5rem high)
            'lg:inset-x-auto lg:bottom-10 lg:left-2 lg:w-60',
            className,
          )}
        />
      </Portal.Root>
    </RadixToast.Provider>
  );
}
