import {
  ruDrafts,
  type DraftCardOpening,
  type DraftFilterField,
  type DraftRow,
  type DraftsView,
  type PagedListView,
} from '@sakta/core';
import { LoadFailedAlert } from '../../primitives/load-failed';
import { Pagination } from '../../primitives/pagination';
import { Spinner } from '../../primitives/spinner';
import { filterEventsOf, type FilteredListEvents } from '../../primitives/filter-form';
import { DeleteConfirmDialog } from '../catalogue/DeleteConfirmDialog';
import { DraftCard } from './DraftCard';
import { DraftsFilter } from './DraftsFilter';

/**
 * The drafts screen /drafts (spec part 2 section 2.6): the filter panel (role 0 only), the card grid, 'Нет записи',
 * the pagination (5 page links) and the delete confirmation 'Удалить черновик №{id}?'.
 */
export interface DraftsScreenProps extends FilteredListEvents<DraftFilterField> {
  view: DraftsView;
  /** The page of the shared paged list (status, pages). */
  list: PagedListView<DraftRow>;
  /** Its cards with their links, or why a card has none (core's selectDraftCards). */
  cards: Array<DraftRow & DraftCardOpening>;
  onDelete: (id: string) => void;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
}

const t = ruDrafts;

export function DraftsScreen(p: DraftsScreenProps) {
  const { view, list, cards } = p;
  return (
    <section aria-label={t.title} data-slot="drafts-screen" data-status={list.status} className="grid gap-4">
      {view.canFilter ? <DraftsFilter form={view.form} {...filterEventsOf(p)} /> : null}
      {list.status === 'failed' ? (
        <LoadFailedAlert
          title={t.loadFailed}
          message={list.message}
          retryLabel={t.retry}
          onRetry={p.onRetry}
        />
      ) : list.status === 'loading' && cards.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner decorative /> {t.loading}
        </p>
      ) : cards.length === 0 ? (
        <p
          className="rounded-xl border bg-card p-6 text-center text-muted-foreground"
          data-slot="drafts-empty"
        >
          {t.empty}
        </p>
      ) : (
        <div
          role="list"
          aria-label={t.title}
          aria-busy={list.status === 'loading' || undefined}
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        >
          {cards.map((d) => (
            <DraftCard key={d.id} draft={d} onDelete={p.onDelete} />
          ))}
        </div>
      )}
      {list.status !== 'failed' ? (
        <Pagination page={list.page} pageCount={list.pageCount} window={5} onPageChange={p.onPage} />
      ) : null}
      <DeleteConfirmDialog
        text={view.confirm?.question ?? null}
        busy={view.confirm?.deleting ?? false}
        error={view.confirm?.error ?? null}
        onConfirm={p.onConfirmDelete}
        onCancel={p.onCancelDelete}
      />
    </section>
  );
}
