import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  type DialogContentProps,
} from './dialog';

export interface ModalProps {
  open: boolean;
  /** Esc, a click outside or the corner 'Закрыть'. */
  onClose: () => void;
  children: ReactNode;
}

/** A dialog the screen opens from its state: closing (Esc, a click outside) only reports onClose. */
export function Modal({ open, onClose, children }: ModalProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {children}
    </Dialog>
  );
}

export interface ModalContentProps extends Omit<DialogContentProps, 'title'> {
  title: ReactNode;
  /** Under the title in the header; absent: none there (the content may hold its own DialogDescription). */
  description?: ReactNode;
  descriptionClassName?: string;
  headerClassName?: string;
  /** The buttons, after the content; absent: no footer (the content may hold its own). */
  footer?: ReactNode;
  footerClassName?: string;
}

/** The modal's card: the header (title, description), the content, the footer with its buttons. */
export function ModalContent({
  title,
  description,
  descriptionClassName,
  headerClassName,
  footer,
  footerClassName,
  children,
  ...content
}: ModalContentProps) {
  return (
    <DialogContent {...content}>
      <DialogHeader className={headerClassName}>
        <DialogTitle>{title}</DialogTitle>
        {description === undefined ? null : (
          <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
        )}
      </DialogHeader>
      {children}
      {footer === undefined ? null : <DialogFooter className={footerClassName}>{footer}</DialogFooter>}
    </DialogContent>
  );
}
