/**
 * The frame every party dialog shares (client, chief, vehicle, licence, documents): the dialog's content with its
 * title and description; the dialog's body comes as children. `data-slot` and `data-step` name the dialog and its
 * step for tests and styles.
 */
import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../primitives/dialog';

export interface PartyDialogContentProps {
  slot: string;
  step?: string;
  className?: string;
  title: ReactNode;
  description: ReactNode;
  /** e.g. 'sr-only': a description for assistive technology only. */
  descriptionClassName?: string | undefined;
  children: ReactNode;
}

export function PartyDialogContent(p: PartyDialogContentProps) {
  return (
    <DialogContent data-slot={p.slot} data-step={p.step} className={p.className}>
      <DialogHeader>
        <DialogTitle>{p.title}</DialogTitle>
        <DialogDescription className={p.descriptionClassName}>{p.description}</DialogDescription>
      </DialogHeader>
      {p.children}
    </DialogContent>
  );
}

export interface PartyDialogProps<V> {
  /** The dialog's view; null: no dialog. */
  view: V | null;
  /** The view's step has ended the dialog (saved or closed): it is shut while the machine stops. */
  ended?: (view: V) => boolean;
  onClose: () => void;
  /** The frame and body of the open dialog. */
  content: (view: V) => PartyDialogContentProps;
}

/** A party dialog: open while it has a view that has not ended; Escape and the close button send `onClose`. */
export function PartyDialog<V>({ view, ended, onClose, content }: PartyDialogProps<V>) {
  const open = view !== null && !(ended?.(view) ?? false);
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onClose())}>
      {open ? <PartyDialogContent {...content(view)} /> : null}
    </Dialog>
  );
}

/** The lookup dialogs' end: saved or closed. */
export const lookupEnded = (view: { step: string }) => view.step === 'saved' || view.step === 'closed';

export interface LookupPartyDialogProps<V extends { step: string; title: string }> {
  view: V | null;
  onClose: () => void;
  slot: string;
  className: string;
  description: (view: V) => ReactNode;
  children: (view: V) => ReactNode;
}

/** A lookup dialog (client, chief): titled by its view, its step on the frame, shut once saved or closed. */
export function LookupPartyDialog<V extends { step: string; title: string }>(p: LookupPartyDialogProps<V>) {
  return (
    <PartyDialog
      view={p.view}
      ended={lookupEnded}
      onClose={p.onClose}
      content={(view) => ({
        slot: p.slot,
        step: view.step,
        className: p.className,
        title: view.title,
        description: p.description(view),
        children: p.children(view),
      })}
    />
  );
}
