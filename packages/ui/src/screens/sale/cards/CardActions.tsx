/** The buttons of a party's card (spec part 2 section 2.2): edit, documents, anti-money-laundering documents, delete. */
import type { ReactNode } from 'react';
import { FileText, Pencil, ShieldAlert, Trash2 } from 'lucide-react';
import { ruSale } from '@sakta/core/sale';
import { Button } from '../../../primitives/button';
import { CardFooter } from '../../../primitives/card';

const t = ruSale.card;

export interface CardActionsProps {
  /** The party's name in the buttons' accessible names ('Изменить: …'). */
  name: string;
  onEdit: () => void;
  /** Absent: the card has no delete of its own (the insurer insured by the checkbox). */
  onDelete?: () => void;
  onDocuments?: () => void;
  /** Shown when the anti-money-laundering check asks for the document images. */
  onPodftDocuments?: () => void;
  /** Buttons of the card's own (a driver's licence). */
  children?: ReactNode;
  /** The policy is locked (a call runs, or the payment was requested): no button. */
  locked?: boolean;
}

export function CardActions({
  name,
  onEdit,
  onDelete,
  onDocuments,
  onPodftDocuments,
  children,
  locked,
}: CardActionsProps) {
  if (locked) return null;
  return (
    <CardFooter className="flex-wrap gap-1">
      <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`${t.edit}: ${name}`}>
        <Pencil aria-hidden="true" /> {t.edit}
      </Button>
      {children}
      {onDocuments ? (
        <Button size="sm" variant="ghost" onClick={onDocuments} aria-label={`${t.documents}: ${name}`}>
          <FileText aria-hidden="true" /> {t.documents}
        </Button>
      ) : null}
      {onPodftDocuments ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={onPodftDocuments}
          aria-label={`${t.podftDocuments}: ${name}`}
        >
          <ShieldAlert aria-hidden="true" /> {t.podftDocuments}
        </Button>
      ) : null}
      {onDelete ? (
        <Button
          size="sm"
          variant="ghost"
          className="text-danger hover:bg-danger-soft"
          onClick={onDelete}
          aria-label={`${t.delete}: ${name}`}
        >
          <Trash2 aria-hidden="true" /> {t.delete}
        </Button>
      ) : null}
    </CardFooter>
  );
}
