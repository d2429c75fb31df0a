/**
 * What the contract panel says under its buttons (spec part 2 sections 2.1, 4.1, 8, 9): the call running, why
 * calculation or payment is not possible yet, 'Оплата ещё не поступила…' for its 3 s, the last failure (announced
 * at once), and 'Сохранено' with the draft's id or 'Черновик не найден'.
 */
import { Info } from 'lucide-react';
import { fmt } from '@sakta/core/shared';
import { ruSalePanel, type ContractPanelView, type SaleStatus } from '@sakta/core/sale';
import { Alert } from '../../../primitives/alert';
import { Spinner } from '../../../primitives/spinner';

const t = ruSalePanel.panel;

const busyText: Partial<Record<SaleStatus, string>> = t.busy;

/** A call of the panel runs (verification, calculation, checkout, payment check). */
export const isBusy = (status: SaleStatus) => status in busyText;

export function BusyLine({ status }: { status: SaleStatus }) {
  const text = busyText[status];
  if (!text) return null;
  return (
    <p role="status" data-slot="sale-busy" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner decorative size="sm" />
      {text}
    </p>
  );
}

/** The id of the hint at `index` of the list `id`: what a held button is described by. */
export const hintId = (id: string, index: number) => `${id}-${index}`;

export function Hints({ id, hints }: { id: string; hints: string[] }) {
  if (hints.length === 0) return null;
  return (
    <ul
      id={id}
      aria-label={t.hintsLabel}
      data-slot="sale-hints"
      className="grid gap-1 text-sm text-muted-foreground"
    >
      {hints.map((hint, index) => (
        <li key={hint} id={hintId(id, index)} className="flex items-start gap-2">
          <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {hint}
        </li>
      ))}
    </ul>
  );
}

export function PanelMessages({ view }: { view: Pick<ContractPanelView, 'waiting' | 'error' | 'draft'> }) {
  const { waiting, error, draft } = view;
  return (
    <>
      {/* Always present, so that the waiting text is announced when it appears (out of the layout while empty). */}
      <div aria-live="polite" data-slot="sale-waiting" className={waiting ? undefined : 'sr-only'}>
        {waiting ? (
          <Alert variant="warning" role="none">
            {waiting}
          </Alert>
        ) : null}
      </div>
      {error ? (
        <Alert variant="error" data-slot="sale-error" tabIndex={-1} className="outline-none">
          {error}
        </Alert>
      ) : null}
      {/* 'Сохранено' with the draft's id; a draft asked for and not found ('Черновик не найден') has none */}
      {draft.message ? (
        <Alert variant={draft.savedId ? 'success' : 'warning'} data-slot="sale-draft" title={draft.message}>
          {draft.savedId ? fmt(t.draftId, { id: draft.savedId }) : null}
        </Alert>
      ) : null}
    </>
  );
}
