/**
 * The compliance review /podfts (spec part 2 section 2.5): the collapsible filter, the table (ID, document,
 * resident, natural person, entity, name, type, status, date of appeal, date of decision only for status above 1,
 * action), the pagination (5 page links) and 'Нет записи'; a failed load shows 'Повторить'. The side modal of a
 * record is the `children` slot (a lazy chunk in the app).
 */
import type { ReactNode } from 'react';
import { fmt, type PagedListView } from '@sakta/core/shared';
import { ruPodft, type PodftFilterField, type PodftReviewView, type PodftRowView } from '@sakta/core/podft';
import { Alert } from '../../primitives/alert';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { DataTableSection, pagedTableProps } from '../../primitives/data-table-section';
import { Td, Th, Tr } from '../../primitives/table';
import {
  filterEventsOf,
  type FilteredListEvents,
  type FilterToggleEvents,
} from '../../primitives/filter-form';
import { FilterToggle } from '../organisation/filter-section';
import { PodftFilterForm } from './PodftFilterForm';

export interface PodftScreenProps extends FilteredListEvents<PodftFilterField>, FilterToggleEvents {
  view: PodftReviewView;
  /** The shared paged list's view (status, pages). */
  list: PagedListView<unknown>;
  /** Its rows for reading (core's selectPodftRows: a record decided here in place of its row). */
  rows: PodftRowView[];
  onOpen: (id: number) => void;
  children?: ReactNode;
}

const t = ruPodft;
const c = t.columns;
const FILTER_ID = 'podft-filter';

export function PodftScreen(p: PodftScreenProps) {
  const { view, list, rows } = p;
  return (
    <section aria-label={t.title} data-slot="podft-screen" data-status={list.status} className="grid gap-4">
      <div>
        <FilterToggle
          open={view.filtersOpen}
          controls={FILTER_ID}
          label={t.filter.toggle}
          onToggle={p.onToggleFilters}
        />
      </div>
      {view.filtersOpen ? <PodftFilterForm id={FILTER_ID} draft={view.draft} {...filterEventsOf(p)} /> : null}
      {view.notice ? <Alert variant="success" role="status" title={view.notice} /> : null}
      <DataTableSection
        data-slot="podft-table"
        layout="cards"
        title={t.listTitle}
        columns={
          <>
            <Th>{c.id}</Th>
            <Th>{c.document}</Th>
            <Th>{c.resident}</Th>
            <Th>{c.person}</Th>
            <Th>{c.entity}</Th>
            <Th>{c.title}</Th>
            <Th>{c.type}</Th>
            <Th>{c.status}</Th>
            <Th>{c.appeal}</Th>
            <Th>{c.decision}</Th>
            <Th className="text-right">{c.action}</Th>
          </>
        }
        columnCount={11}
        {...pagedTableProps(list, t, p)}
      >
        {rows.map((r) => (
          <Tr key={r.id} data-status={r.tone} className="cursor-pointer" onClick={() => p.onOpen(r.id)}>
            <Td label={c.id} className="tabular-nums">
              {r.id}
            </Td>
            {/* an IIN, a BIN or a VIN is one piece: it never breaks across lines */}
            <Td label={c.document} className="whitespace-nowrap tabular-nums">
              {r.document}
            </Td>
            <Td label={c.resident}>{r.resident}</Td>
            <Td label={c.person}>{r.person}</Td>
            <Td label={c.entity}>{r.entityName}</Td>
            <Td label={c.title} wide className="font-medium">
              {r.title}
            </Td>
            <Td label={c.type}>{r.typeName}</Td>
            <Td label={c.status}>
              <Badge variant={r.tone}>{r.statusName}</Badge>
            </Td>
            <Td label={c.appeal} className="tabular-nums">
              {r.appeal}
            </Td>
            <Td label={c.decision} className="tabular-nums">
              {r.decision}
            </Td>
            {/* on a laptop narrower than the table's columns the action stays at the right edge while it scrolls */}
            <Td wide action className="text-right">
              <Button
                size="sm"
                variant="outline"
                aria-label={fmt(t.openRow, { id: r.id })}
                onClick={(e) => {
                  e.stopPropagation();
                  p.onOpen(r.id);
                }}
              >
                {t.open}
              </Button>
            </Td>
          </Tr>
        ))}
      </DataTableSection>
      {p.children}
    </section>
  );
}
