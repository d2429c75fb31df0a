/**
 * The frame of a financial-institution sale page (property, casco; spec part 2 sections 2.3, 2.4, 4.1, 5.6): while
 * the page is read a spinner, then the unavailable product's message or the failure with a retry; once open the
 * header slot, the parties' columns, the product's own cards, the insurer's signatory, the sellers, the panel slot
 * and the dialog slot, and the confirmation before anything is deleted. Renders core's FI view and intents; nothing
 * changes while `view.editable` is false.
 */
import { useState, type ReactNode } from 'react';
import { fmt } from '@sakta/core';
import { ruSale, type SellersView } from '@sakta/core/sale';
import type { FiPartiesView, FiTarget, Signatory } from '@sakta/core/sale/fi';
import { Alert } from '../../../primitives/alert';
import { LoadFailedAlert } from '../../../primitives/load-failed';
import { Spinner } from '../../../primitives/spinner';
import { DeleteConfirmDialog } from '../../catalogue/DeleteConfirmDialog';
import { SellersPanel } from '../page/SellersPanel';
import { PartiesColumns } from './PartiesColumns';
import { SignatoryCard } from './SignatoryCard';

/** What an FI page's core connection gives the frame: the view and the intents every FI product has. */
export interface FiSaleConnection<T> {
  view: FiPartiesView & {
    status: 'checking' | 'unavailable' | 'failed' | 'open';
    pageMessage: string | null;
    editable: boolean;
    loanNumberExempt: boolean;
    staff: SellersView;
  };
  /** T: the product's own targets (its items); the parties' are FiTarget. */
  onOpen: (target: T | FiTarget) => void;
  onDelete: (target: T | FiTarget) => void;
  onManager: (id: number) => void;
  onAgent: (id: number | null) => void;
  onRetryStaff: () => void;
  onRetry: () => void;
  onInsurerInsured: (value: boolean) => void;
  onSignatory: (patch: Partial<Signatory>) => void;
  /** The company's signatory chosen in the contract panel (2.3). */
  onSignatoryId: (id: number | null) => void;
}

/** The slots a product's screen takes from the app. */
export interface FiSaleSlots {
  /** The open dialog (client, chief, the product's item, documents; lazy-loaded by the app). */
  dialog?: ReactNode;
  /** Above the cards: a restored sale's notice, the red banner. */
  header?: ReactNode;
  /** The history button, beside the first column's heading (no row of its own). */
  history?: ReactNode;
  /** Below the sellers: the contract panel, or the success card once issued. */
  panel?: ReactNode;
  /** The company's active signatories the panel offers (2.3); absent while the app loads them. */
  signatories?: ReadonlyArray<{ id: number; title: string }>;
}

export type FiSalePageProps<T> = FiSaleConnection<T> &
  FiSaleSlots & {
    /** The page's data-slot (the product's). */
    slot: string;
    /** The product's words for the gate and the delete question ('Удалить {title}?'). */
    words: { loading: string; pageFailed: string; confirmDelete: string };
    /** The product's cards between the parties and the signatory; `ask` asks to delete one of its items. */
    children: (ask: (target: T | FiTarget, title: string) => void) => ReactNode;
  };

export function FiSalePage<T>(props: FiSalePageProps<T>) {
  const { view, words } = props;
  if (view.status === 'checking')
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> {words.loading}
      </p>
    );
  if (view.status === 'unavailable') return <Alert variant="warning">{view.pageMessage}</Alert>;
  if (view.status === 'failed')
    return (
      <LoadFailedAlert
        title={words.pageFailed}
        message={view.pageMessage}
        retryLabel={ruSale.staff.retry}
        onRetry={props.onRetry}
      />
    );
  return <OpenPage {...props} />;
}

function OpenPage<T>(props: FiSalePageProps<T>) {
  const { view, onOpen, onDelete } = props;
  const locked = !view.editable;
  // the card asking to be deleted, with its title for the question
  const [deleting, setDeleting] = useState<{ target: T | FiTarget; title: string } | null>(null);
  const ask = (target: T | FiTarget, title: string) => setDeleting({ target, title });
  return (
    <div data-slot={props.slot} className="grid gap-6">
      {props.header}
      <PartiesColumns
        view={view}
        history={props.history}
        onOpen={onOpen}
        onAskDelete={ask}
        onInsurerInsured={props.onInsurerInsured}
      />
      {props.children(ask)}
      {view.signatory ? (
        <SignatoryCard signatory={view.signatory} locked={locked} onSignatory={props.onSignatory} />
      ) : null}
      <SellersPanel
        staff={view.staff}
        locked={locked}
        onManager={props.onManager}
        onAgent={props.onAgent}
        onRetry={props.onRetryStaff}
        signatory={{
          value: view.signatoryId,
          options: props.signatories ?? null,
          onChange: props.onSignatoryId,
        }}
      />
      {props.panel}
      {props.dialog}
      <DeleteConfirmDialog
        text={deleting ? fmt(props.words.confirmDelete, { title: deleting.title }) : null}
        busy={false}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) onDelete(deleting.target);
          setDeleting(null);
        }}
      />
    </div>
  );
}
