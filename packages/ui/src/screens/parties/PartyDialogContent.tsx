/**
 * The frame every party dialog shares (client, chief, vehicle, licence, documents): the dialog's content with its
 * title and description; the dialog's body comes as children. `data-slot` and `data-step` name the dialog and its
 * step for tests and styles.
 */
import type { ReactNode } from 'react';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../primitives/dialog';

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
