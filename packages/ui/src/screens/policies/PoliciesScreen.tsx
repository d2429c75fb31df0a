// The policy list /policies (spec part 2 sections 2.7, 3.9, 4.5, 8, 9): the search card, the export, the table with
// 5 page links or 'Нет информации', the row actions, and 'Search in 1C'. Renders core's views only.
import { Download, Eye, RefreshCw } from 'lucide-react';
import { displayDate, fmt, formatKzt, formatServerTime, type PagedListView } from '@sakta/core/shared';
import {
  policyListExtra,
  ruPolicies,
  showsRowRefresh,
  type PoliciesView,
  type PolicyFilterField,
  type PolicyRow,
} from '@sakta/core/policies';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { DataTableSection, pagedTableProps } from '../../primitives/data-table-section';
import { Td, Th, Tr } from '../../primitives/table';
import {
  filterEventsOf,
  type FilteredListEvents,
  type FilterToggleEvents,
} from '../../primitives/filter-form';
import { PolicyStatus } from '../dashboard/status';
import { OneCTables } from './OneCTables';
import { PoliciesFilter } from './PoliciesFilter';

const t = ruPolicies.table;

export interface PoliciesScreenProps extends FilteredListEvents<PolicyFilterField>, FilterToggleEvents {
  view: PoliciesView;
  list: PagedListView<PolicyRow>;
  /** Today, 'YYYY-MM-DD' (Almaty): the refresh icon's rule. */
  today: string;
  managers?: ReadonlyArray<{ id: number; title: string }>;
  onExport: () => void;
  onRefreshRow: (id: number) => void;
  onOpen: (id: number) => void;
}

export function PoliciesScreen(p: PoliciesScreenProps) {
  const { view, list, today } = p;
  const extra = policyListExtra(list);
  const idCreated = `${t.id} / ${t.created}`;
  return (
    <div data-slot="policies-screen" data-status={list.status} className="grid gap-4">
      <PoliciesFilter
        view={view}
        managers={p.managers ?? []}
        onToggle={p.onToggleFilters}
        {...filterEventsOf(p)}
      />
      {view.canExport ? (
        <div className="flex justify-end">
          <Button variant="outline" onClick={p.onExport} loading={view.exporting}>
            {view.exporting ? null : <Download aria-hidden="true" />}
            {view.exporting ? ruPolicies.export.running : ruPolicies.export.button}
          </Button>
        </div>
      ) : null}
      {extra.message ? (
        <Alert variant="warning" role="status">
          {extra.message}
        </Alert>
      ) : null}
      <DataTableSection
        data-slot="policies-table"
        layout="cards"
        title={view.title}
        columns={
          <>
            <Th>{t.actions}</Th>
            <Th>{idCreated}</Th>
            <Th>{t.number}</Th>
            <Th>{t.insurer}</Th>
            <Th>{t.product}</Th>
            <Th className="text-right">{t.premium}</Th>
            <Th>{t.seller}</Th>
            <Th>{t.status}</Th>
            <Th>{t.period}</Th>
          </>
        }
        columnCount={9}
        {...pagedTableProps(list, { ...t, loadFailed: t.failed }, p)}
      >
        {list.items.map((row) => (
          <Tr key={row.id} data-policy={row.id}>
            <Td label={t.actions} wide className="whitespace-nowrap">
              {showsRowRefresh(row, today) ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={fmt(t.refresh, { id: String(row.id) })}
                  loading={view.refreshingId === row.id}
                  onClick={() => p.onRefreshRow(row.id)}
                >
                  {view.refreshingId === row.id ? null : <RefreshCw aria-hidden="true" />}
                </Button>
              ) : null}
              <Button
                variant="ghost"
                size="icon"
                aria-label={fmt(t.open, { id: String(row.id) })}
                onClick={() => p.onOpen(row.id)}
              >
                <Eye aria-hidden="true" />
              </Button>
            </Td>
            <Td label={idCreated} className="tabular-nums">
              <div className="grid">
                <span>{row.id}</span>
                <span className="text-xs whitespace-nowrap text-muted-foreground">
                  {formatServerTime(row.created_at)}
                </span>
              </div>
            </Td>
            {/* a contract and a global number are one piece each: they never break across lines */}
            <Td label={t.number}>
              <div className="grid">
                <span className="whitespace-nowrap">{row.number ?? row.global_id ?? '—'}</span>
                {row.number && row.global_id ? (
                  <span className="text-xs whitespace-nowrap text-muted-foreground">{row.global_id}</span>
                ) : null}
              </div>
            </Td>
            <Td label={t.insurer}>{row.insurer_title}</Td>
            <Td label={t.product}>{row.product_title}</Td>
            <Td label={t.premium} className="text-right whitespace-nowrap tabular-nums">
              {formatKzt(row.premium)}
            </Td>
            <Td label={t.seller}>{row.username}</Td>
            <Td label={t.status}>
              <PolicyStatus status={row.status} />
            </Td>
            <Td label={t.period} className="whitespace-nowrap tabular-nums">
              {row.from && row.to ? (
                <span className="grid">
                  <span>{displayDate(row.from)}</span>
                  <span>– {displayDate(row.to)}</span>
                </span>
              ) : (
                '—'
              )}
            </Td>
          </Tr>
        ))}
      </DataTableSection>
      {view.filter.iin || view.filter.isGlobal ? (
        <OneCTables extra={extra} global={!!view.filter.isGlobal} />
      ) : null}
    </div>
  );
}
