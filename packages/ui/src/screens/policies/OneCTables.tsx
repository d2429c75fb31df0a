// 'Search in 1C' (spec part 2 sections 2.7, 3.9): the simulated 1C's policies of the filter's IIN, and of its global
// number when the filter asks 1C for it.
import { displayDate } from '@sakta/core/shared';
import { ruPolicies, type OneCMatch, type PolicyListExtra } from '@sakta/core/policies';
import { DataTableSection } from '../../primitives/data-table-section';
import { Td, Th, Tr } from '../../primitives/table';

const t = ruPolicies.oneC;

function Matches({ title, rows, slot }: { title: string; rows: OneCMatch[]; slot: string }) {
  return (
    <DataTableSection
      data-slot={slot}
      title={title}
      columns={
        <>
          <Th>{t.global}</Th>
          <Th>{t.vehicle}</Th>
          <Th>{t.from}</Th>
          <Th>{t.to}</Th>
        </>
      }
      columnCount={4}
      rowCount={rows.length}
      loadingLabel=""
      emptyLabel={t.empty}
    >
      {rows.map((m) => {
        const v = m.vehicles[0];
        return (
          <Tr key={m.global}>
            <Td>{m.global}</Td>
            <Td>{v ? `${v.mark} ${v.model}, ${v.number}` : '—'}</Td>
            <Td>{m.date_from ? displayDate(m.date_from) : '—'}</Td>
            <Td>{m.date_to ? displayDate(m.date_to) : '—'}</Td>
          </Tr>
        );
      })}
    </DataTableSection>
  );
}

export function OneCTables({ extra, global }: { extra: PolicyListExtra; global: boolean }) {
  return (
    <>
      <Matches title={t.title} rows={extra.byIin} slot="policies-one-c" />
      {global ? <Matches title={t.byGlobal} rows={extra.byGlobal} slot="policies-one-c-global" /> : null}
    </>
  );
}
