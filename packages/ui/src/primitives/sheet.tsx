import type { ComponentProps } from 'react';
import type { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '../lib/cn';
import { DialogSurface } from './dialog';

/**
 * A side panel: the Radix Dialog (focus trapped, Esc and a click outside report onOpenChange(false)) as a sheet on
 * the right edge, full height, sliding in from the right (the toasts' animation). Use inside `Dialog` with `DialogTitle`
 * (and `DialogDescription`).
 */
export function SheetContent({
  className,
  children,
  size = 'md',
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  /** md: a narrow panel (the history); wide: a large sheet (a record with its images and details). */
  size?: 'md' | 'wide';
}) {
  return (
    <DialogSurface
      data-slot="sheet-content"
      className={cn(
        'fixed inset-y-0 right-0 z-50 flex h-full w-full flex-col gap-4 border-l bg-card p-6',
        size === 'wide' ? 'max-w-4xl' : 'max-w-md',
        'text-card-foreground shadow-popover outline-none data-[state=open]:animate-toast-in',
        className,
      )}
      {...props}
    >
      {children}
    </DialogSurface>
  );
}
