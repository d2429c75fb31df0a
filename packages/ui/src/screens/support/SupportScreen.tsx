import {
  fmt,
  formatKzt,
  formatServerTime,
  policyStatusTone,
  ruSupport,
  shortFio,
  splitServerTime,
  supportStatusTone,
  type PagedListView,
  type SupportFilterField,
  type SupportRow,
  type SupportView,
} from '@sakta/core';
import type { ReactNode } from 'react';
import { Badge, type Tone } from '../../primitives/badge';
import { DataTableSection, pagedTableProps } from '../../primitives/data-table-section';
import { Td, Th, Tr } from '../../primitives/table';
import { filterEventsOf, type FilteredListEvents } from '../../primitives/filter-form';
import { SupportFilter } from './SupportFilter';

/**
 * The operator-error support screen /support/operator-error (spec part 2 sections 2.8, 3.9, 4.5): the filter, the
 * requests' table (ID, local number, global number, product, premium, direction, contract date, creator, status,
 * request date) with 5 page links or 'Нет информации'; a row opens the request's policy modal (`modal`).
 */
export interface SupportScreenProps extends FilteredListEvents<SupportFilterField> {
  view: SupportView;
  list: PagedListView<SupportRow>;
  onOpen: (row: SupportRow) => void;
  /** The policy modal of the open request (rendered by the app). */
  modal?: ReactNode;
}

const t = ruSupport;
const c = t.columns;

/** 4.5: support request status 0 primary, 1 success, 2 danger, 3 to 10 warning. */
export function SupportStatusBadge({ status, name }: { status: number; name: string }) {
  return (
    <Badge variant={supportStatusTone(status) satisfies Tone} data-status={status}>
      {name}
    </Badge>
  );
}

const POLICY_TONES = { new: 'primary', issued: 'success', error: 'danger', warning: 'warning' } as const;

export function PolicyStatusBadge({ status, name }: { status: number; name: string }) {
  return (
    <Badge variant={POLICY_TONES[policyStatusTone(status)]} data-status={status}>
      {name}
    </Badge>
  );
}

export function directionOf(person: number | null): string {
  return person === 2 ? t.direction.entity : t.direction.person;
}

export function SupportScreen(p: SupportScreenProps) {
  const { view, list } = p;
  const filtered = Object.values(view.filter).some((v) => v !== '');
  return (
    <section aria-label={t.title} data-slot="support-screen" data-status={list.status} className="grid gap-4">
      <SupportFilter
        form={view.form}
        problems={view.problems}
        defaultOpen={filtered}
        {...filterEventsOf(p)}
      />
      <DataTableSection
        title={t.title}
        layout="cards"
        columnCount={10}
        {...pagedTableProps(list, { ...t, loading: 'Загрузка...' }, p)}
        columns={
          <>
            <Th>{c.id}</Th>
            <Th>{c.number}</Th>
            <Th>{c.global}</Th>
            <Th>{c.product}</Th>
            <Th className="text-right">{c.premium}</Th>
            <Th>{c.direction}</Th>
            <Th>{c.contractDate}</Th>
            <Th>{c.creator}</Th>
            <Th>{c.status}</Th>
            <Th>{c.requestDate}</Th>
          </>
        }
      >
        {list.items.map((row) => (
          // the whole row opens the request (a click, or Enter while it has the focus): one stop per request
          <Tr
            key={row.id}
            data-request={row.id}
            aria-label={fmt(t.open, { id: row.id })}
            onActivate={() => p.onOpen(row)}
          >
            <Td label={c.id} className="font-medium tabular-nums">
              {row.id}
            </Td>
            {/* numbers are one piece each: they never break across lines */}
            <Td label={c.number} className="whitespace-nowrap">
              {row.policy.number ?? '—'}
            </Td>
            <Td label={c.global} className="whitespace-nowrap">
              {row.policy.global_id ?? '—'}
            </Td>
            <Td label={c.product}>{row.policy.product_name}</Td>
            <Td label={c.premium} className="text-right whitespace-nowrap tabular-nums">
              {formatKzt(row.policy.premium)}
            </Td>
            <Td label={c.direction}>{directionOf(row.policy.insurer.person)}</Td>
            <Td label={c.contractDate} className="tabular-nums">
              {splitServerTime(row.policy.created_at).date}
            </Td>
            <Td label={c.creator} title={row.creator.fio}>
              {shortFio(row.creator.fio)}
            </Td>
            <Td label={c.status}>
              <SupportStatusBadge status={row.status} name={row.statusName} />
            </Td>
            <Td label={c.requestDate} className="tabular-nums">
              {formatServerTime(row.created_at)}
            </Td>
          </Tr>
        ))}
      </DataTableSection>
      {p.modal}
    </section>
  );
}
