import type { ReactNode } from 'react';
import {
  canOpenTerminationResult,
  displayPeriod,
  fmt,
  formatKzt,
  formatServerTime,
  ruTermination,
  type PagedListView,
  type TerminationFilterField,
  type TerminationHistoryItem,
  type TerminationSearchResult,
  type TerminationSearchType,
  type TerminationSearchView,
} from '@sakta/core';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { DataTableSection, pagedTableProps } from '../../primitives/data-table-section';
import { Td, Th, Tr } from '../../primitives/table';
import { TerminationFilter } from './TerminationFilter';

export interface TerminationScreenProps {
  /** The screen machine's view (core's selectTerminationSearchView). */
  view: TerminationSearchView;
  /** The history list's view (core's selectTerminationHistoryView of the child 'history'). */
  history: PagedListView<TerminationHistoryItem>;
  onSetType: (type: TerminationSearchType) => void;
  onEdit: (field: TerminationFilterField, value: string) => void;
  onSearch: () => void;
  onReset: () => void;
  /** Runs the failed search again. */
  onRetrySearch: () => void;
  onHistoryPage: (page: number) => void;
  onHistoryRetry: () => void;
  onOpenResult: (policy: TerminationSearchResult) => void;
  onOpenHistory: (item: TerminationHistoryItem) => void;
  /** The termination modal (rendered by the app). */
  children?: ReactNode;
}

const t = ruTermination;
const HISTORY_COLUMNS = 8;
const RESULT_COLUMNS = 8;

/**
 * Early termination /termination (spec part 1 section 2 "Termination screen"): the search filter on the left,
 * on the right the history of terminations (default, paged with 5 page links) or the search results. The open
 * action of a result shows only for status codes 2 and 3; empty lists say 'Нет информации'.
 */
export function TerminationScreen({
  view,
  history,
  onSetType,
  onEdit,
  onSearch,
  onReset,
  onRetrySearch,
  onHistoryPage,
  onHistoryRetry,
  onOpenResult,
  onOpenHistory,
  children,
}: TerminationScreenProps) {
  return (
    <div
      data-slot="termination-screen"
      data-mode={view.mode}
      className="grid items-start gap-5 2xl:grid-cols-[20rem_minmax(0,1fr)]"
    >
      <TerminationFilter
        filter={view.filter}
        fields={view.fields}
        errors={view.errors}
        searching={view.mode === 'searching'}
        onSetType={onSetType}
        onEdit={onEdit}
        onSearch={onSearch}
        onReset={onReset}
      />
      {view.mode === 'history' ? (
        <HistorySection
          history={history}
          onPage={onHistoryPage}
          onRetry={onHistoryRetry}
          onOpen={onOpenHistory}
        />
      ) : (
        <ResultsSection view={view} onRetry={onRetrySearch} onOpen={onOpenResult} />
      )}
      {children}
    </div>
  );
}

/** A list's failed load: 'Не удалось загрузить данные', the message and 'Повторить'. */
function loadFailure(failed: boolean, message: string | null, onRetry: () => void) {
  return failed ? { title: t.errors.loadFailed, message, retryLabel: t.retry, onRetry } : null;
}

/** Lets a long column title wrap (Th keeps its text on one line). */
function Wrap({ children }: { children: ReactNode }) {
  return <span className="whitespace-normal">{children}</span>;
}

function OpenButton({ number, onClick }: { number: string; onClick: () => void }) {
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={fmt(t.history.openLabel, { number })}
      onClick={(e) => {
        // the row opens it too: one opening per click
        e.stopPropagation();
        onClick();
      }}
    >
      {t.history.open}
    </Button>
  );
}

function HistorySection({
  history,
  onPage,
  onRetry,
  onOpen,
}: {
  history: PagedListView<TerminationHistoryItem>;
  onPage: (page: number) => void;
  onRetry: () => void;
  onOpen: (item: TerminationHistoryItem) => void;
}) {
  const h = t.history;
  return (
    <DataTableSection
      title={h.title}
      data-slot="termination-history"
      {...pagedTableProps(history, { ...t, loadFailed: t.errors.loadFailed }, { onRetry, onPage })}
      columnCount={HISTORY_COLUMNS}
      columns={
        <>
          <Th>
            <Wrap>{h.number}</Wrap>
          </Th>
          <Th>{h.product}</Th>
          <Th className="text-right">{h.premium}</Th>
          <Th className="text-right">
            <Wrap>{h.refund}</Wrap>
          </Th>
          <Th>{h.status}</Th>
          <Th>
            <Wrap>{h.period}</Wrap>
          </Th>
          <Th>
            <Wrap>{h.created}</Wrap>
          </Th>
          <Th>
            <span className="sr-only">{h.open}</span>
          </Th>
        </>
      }
    >
      {history.items.map((item) => (
        <Tr
          key={`${item.global}|${item.created_at}`}
          data-contract={item.global}
          onClick={() => onOpen(item)}
          className="cursor-pointer"
        >
          <Td className="font-medium whitespace-nowrap">{item.global}</Td>
          <Td>{item.product}</Td>
          <Td className="text-right whitespace-nowrap tabular-nums">{formatKzt(item.premium)}</Td>
          <Td className="text-right whitespace-nowrap tabular-nums">{formatKzt(item.refund)}</Td>
          <Td>{item.status}</Td>
          <Td className="min-w-24 tabular-nums">{displayPeriod(item.date_from, item.date_to)}</Td>
          <Td className="min-w-24 tabular-nums">{formatServerTime(item.created_at)}</Td>
          <Td action className="text-right">
            <OpenButton number={item.global} onClick={() => onOpen(item)} />
          </Td>
        </Tr>
      ))}
    </DataTableSection>
  );
}

function ResultsSection({
  view,
  onRetry,
  onOpen,
}: {
  view: TerminationSearchView;
  onRetry: () => void;
  onOpen: (policy: TerminationSearchResult) => void;
}) {
  const r = t.results;
  return (
    <DataTableSection
      title={r.title}
      data-slot="termination-results"
      failure={loadFailure(view.mode === 'failed', view.message, onRetry)}
      loading={view.mode === 'searching'}
      replaceWhileLoading
      loadingLabel={t.loading}
      emptyLabel={t.empty}
      columnCount={RESULT_COLUMNS}
      rowCount={view.results.length}
      columns={
        <>
          <Th>{r.contract}</Th>
          <Th>{r.product}</Th>
          <Th>
            <Wrap>{r.policyholder}</Wrap>
          </Th>
          <Th className="text-right">{r.premium}</Th>
          <Th>
            <Wrap>{r.validity}</Wrap>
          </Th>
          <Th>{r.status}</Th>
          <Th>{r.created}</Th>
          <Th>
            <span className="sr-only">{t.history.open}</span>
          </Th>
        </>
      }
    >
      {view.results.map((p) => {
        const open = canOpenTerminationResult(p);
        return (
          <Tr
            key={p.number}
            data-contract={p.number}
            data-status-code={p.status.code}
            onClick={open ? () => onOpen(p) : undefined}
            className={open ? 'cursor-pointer' : undefined}
          >
            <Td className="font-medium whitespace-nowrap">{p.number}</Td>
            <Td>{p.product.title}</Td>
            <Td>
              <div className="grid">
                <span>{p.client.title}</span>
                <span className="text-xs text-muted-foreground tabular-nums">{p.client.iin}</span>
              </div>
            </Td>
            <Td className="text-right whitespace-nowrap tabular-nums">{formatKzt(p.premium)}</Td>
            <Td className="min-w-24 tabular-nums">{displayPeriod(p.date_from, p.date_to)}</Td>
            <Td>
              <Badge variant={open ? 'success' : 'neutral'}>{p.status.title}</Badge>
            </Td>
            <Td className="min-w-24 tabular-nums">{formatServerTime(p.date)}</Td>
            <Td action className="text-right">
              {open ? <OpenButton number={p.number} onClick={() => onOpen(p)} /> : null}
            </Td>
          </Tr>
        );
      })}
    </DataTableSection>
  );
}
