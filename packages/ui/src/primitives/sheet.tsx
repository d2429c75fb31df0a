import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '../lib/cn';
import { DialogOverlay } from './dialog';

/**
 * A side panel: the Radix Dialog (focus trapped, Esc and a click outside report onOpenChange(false)) as a sheet on
 * the right edge, full height. Use inside `Dialog` with `DialogTitle` (and `DialogDescription`).
 */
export function SheetContent({
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex h-full w-full max-w-md flex-col gap-4 border-l bg-card p-6',
          'text-card-foreground shadow-popover outline-none data-[state=open]:animate-dialog-in',
          className,
        )}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
