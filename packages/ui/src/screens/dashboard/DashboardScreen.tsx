import { useEffect, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import {
  fmt,
  formatKzt,
  formatServerTime,
  isPolicyId,
  policyErrorLine,
  ruAdmin,
  type DashboardView,
} from '@sakta/core';
import { LoadFailedAlert } from '../../primitives/load-failed';
import { DateInput } from '../../primitives/date-input';
import { Button } from '../../primitives/button';
import { Field, Input } from '../../primitives/field';
import {
  Table,
  TableCaption,
  TableEmpty,
  TableLoading,
  TBody,
  Td,
  Th,
  THead,
  Tr,
} from '../../primitives/table';
import { cn } from '../../lib/cn';
import type { DashboardDocumentKind } from './PolicyModal';
import { LazyPolicyModal, preloadPolicyModal } from './policy-modal-lazy';
import { PolicyStatus } from './status';

export interface DashboardScreenProps {
  /** The dashboard machine's view (core's selectDashboardView). */
  view: DashboardView;
  /** Filter by ID (null: back to today's date); clears the date. */
  onSetId: (id: number | null) => void;
  /** Filter by date 'YYYY-MM-DD' (null: today); clears the ID. */
  onSetDate: (date: string | null) => void;
  onRetry: () => void;
  onOpen: (id: number) => void;
  onClose: () => void;
  onRefresh: () => void;
  onOpenDocument: (kind: DashboardDocumentKind) => void;
  openingDocument?: DashboardDocumentKind | null;
  /** The modal's first tab (stories). */
  modalTab?: 'main' | 'draft' | 'policy';
}

const t = ruAdmin.dashboard;
const COLUMNS = 7;

/** 'YYYY-MM-DD' -> 'DD.MM.YYYY' */
function ruDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}

/**
 * The admin dashboard /dashboard (spec part 1 section 2 "Admin dashboard"): counters new (warning colour), issued
 * (success), error; a filter by ID or by date (one at a time); the table ID, contract number, premium, product,
 * status colour, error, creation date; a row opens the policy modal.
 */
export function DashboardScreen({
  view,
  onSetId,
  onSetDate,
  onRetry,
  onOpen,
  onClose,
  onRefresh,
  onOpenDocument,
  openingDocument = null,
  modalTab,
}: DashboardScreenProps) {
  // once opened, the modal stays mounted (closed), so it closes with its animation and returns the focus
  const [modalMounted, setModalMounted] = useState(view.modal !== null);
  if (view.modal && !modalMounted) setModalMounted(true);
  const hasRows = view.status === 'ready' && view.rows.length > 0;
  useEffect(() => {
    // the rows are here: fetch the modal's code before a row is opened
    if (hasRows) preloadPolicyModal().catch(() => {});
  }, [hasRows]);
  const caption =
    view.filters.id !== null
      ? fmt(t.filteredById, { id: String(view.filters.id) })
      : fmt(t.filteredByDate, { date: ruDate(view.filters.date ?? view.today) });
  return (
    <div data-slot="dashboard-screen" data-status={view.status} className="grid gap-5">
      <Counters view={view} />
      <Filters view={view} onSetId={onSetId} onSetDate={onSetDate} />

      {view.status === 'failed' ? (
        <LoadFailedAlert title={t.loadFailed} message={view.error} retryLabel={t.retry} onRetry={onRetry} />
      ) : (
        <Table aria-busy={view.status === 'loading' || undefined}>
          <TableCaption className="caption-top px-3 text-left">{caption}</TableCaption>
          <THead>
            <tr>
              <Th>{t.columns.id}</Th>
              <Th>{t.columns.number}</Th>
              <Th className="text-right">{t.columns.premium}</Th>
              <Th>{t.columns.product}</Th>
              <Th>{t.columns.status}</Th>
              <Th>{t.columns.error}</Th>
              <Th>{t.columns.created}</Th>
            </tr>
          </THead>
          <TBody>
            {view.status === 'loading' ? (
              <TableLoading colSpan={COLUMNS}>{t.loading}</TableLoading>
            ) : view.rows.length === 0 ? (
              <TableEmpty colSpan={COLUMNS}>{t.empty}</TableEmpty>
            ) : (
              view.rows.map((row) => (
                <Tr
                  key={row.id}
                  data-policy-id={row.id}
                  selected={view.modal?.policy.id === row.id}
                  onClick={() => onOpen(row.id)}
                  className="cursor-pointer"
                >
                  <Td>
                    <button
                      type="button"
                      className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:rounded focus-visible:ring-2 focus-visible:ring-ring"
                      aria-label={fmt(t.open, { id: String(row.id) })}
                      onClick={(e) => {
                        e.stopPropagation();
                        onOpen(row.id);
                      }}
                    >
                      {row.id}
                    </button>
                  </Td>
                  <Td className="whitespace-nowrap">{row.global_id ?? '—'}</Td>
                  <Td className="text-right whitespace-nowrap tabular-nums">{formatKzt(row.premium)}</Td>
                  <Td>{row.product.title}</Td>
                  <Td className="min-w-36">
                    <PolicyStatus status={row.status} />
                  </Td>
                  <Td className="max-w-56 text-danger">
                    <ErrorLine text={policyErrorLine(row)} />
                  </Td>
                  <Td className="whitespace-nowrap tabular-nums">{formatServerTime(row.created_at)}</Td>
                </Tr>
              ))
            )}
          </TBody>
        </Table>
      )}

      {modalMounted ? (
        <LazyPolicyModal
          modal={view.modal}
          onClose={onClose}
          onRefresh={onRefresh}
          onOpenDocument={onOpenDocument}
          openingDocument={openingDocument}
          defaultTab={modalTab}
        />
      ) : null}
    </div>
  );
}

function ErrorLine({ text }: { text: string | null }) {
  if (!text) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="line-clamp-2" title={text}>
      {text}
    </span>
  );
}

function Counters({ view }: { view: DashboardView }) {
  const items = [
    {
      key: 'new',
      label: t.counterNew,
      value: view.counters?.new,
      tone: 'border-warning/40 bg-warning-soft text-warning',
    },
    {
      key: 'issued',
      label: t.counterIssued,
      value: view.counters?.issued,
      tone: 'border-success/30 bg-success-soft text-success',
    },
    {
      key: 'error',
      label: t.counterError,
      value: view.counters?.error,
      tone: 'border-danger/30 bg-danger-soft text-danger',
    },
  ] as const;
  return (
    <ul aria-label={t.counters} className="grid gap-3 sm:grid-cols-3">
      {items.map((c) => (
        <li
          key={c.key}
          data-counter={c.key}
          className={cn('grid gap-1 rounded-xl border px-5 py-4 shadow-card', c.tone)}
        >
          <span className="text-sm font-medium">{c.label}</span>
          <span className="text-3xl font-semibold tabular-nums">{c.value ?? '—'}</span>
        </li>
      ))}
    </ul>
  );
}

function Filters({
  view,
  onSetId,
  onSetDate,
}: {
  view: DashboardView;
  onSetId: (id: number | null) => void;
  onSetDate: (date: string | null) => void;
}) {
  const [idText, setIdText] = useState(view.filters.id === null ? '' : String(view.filters.id));
  const [idError, setIdError] = useState<string | null>(null);
  // the typed ID follows the filters when they change elsewhere (the URL, the date), without remounting the
  // fields: a remount would drop the focus the calendar gives back to the date field
  const [filteredId, setFilteredId] = useState(view.filters.id);
  if (filteredId !== view.filters.id) {
    setFilteredId(view.filters.id);
    setIdText(view.filters.id === null ? '' : String(view.filters.id));
    setIdError(null);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = idText.trim();
    if (text === '') return onSetId(null);
    const id = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!isPolicyId(id)) return setIdError(t.idInvalid);
    onSetId(id);
  };
  return (
    <section
      aria-label={t.filters}
      className="flex flex-wrap items-end gap-x-6 gap-y-3 rounded-xl border bg-card p-4 shadow-card"
    >
      <form role="search" onSubmit={submit} className="flex items-end gap-2" noValidate>
        <Field label={t.id} error={idError} className="w-48">
          <Input
            inputMode="numeric"
            autoComplete="off"
            value={idText}
            onChange={(e) => {
              setIdText(e.target.value);
              setIdError(null);
            }}
          />
        </Field>
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          {t.find}
        </Button>
      </form>
      <div className="flex items-end gap-2">
        <Field label={t.date} className="w-48">
          <DateInput
            value={view.filters.date ?? ''}
            max={view.today}
            onValueChange={(iso) => onSetDate(iso || null)}
          />
        </Field>
        <Button
          variant="ghost"
          onClick={() => onSetDate(view.today)}
          disabled={view.filters.date === view.today}
        >
          {t.today}
        </Button>
      </div>
      <p className="w-full text-xs text-muted-foreground">
        {t.idHint}. {t.dateHint}.
      </p>
    </section>
  );
}
