/**
 * The comparison of a scanned client with the state register (spec part 2 section 2.2): 'Поле', its value in the
 * register (ЕСБД) and on the scan (Скан). One table for the client dialog's found list and the policy's client card.
 */
import { ruClient } from '@sakta/core/parties/client';
import { Table, TableCaption, TBody, Td, Th, THead, Tr } from '../../../primitives/table';

export interface DifferencesTableProps {
  rows: ReadonlyArray<{ field: string; esbd: string | null; scan: string | null }>;
  /** A visible title above the table; without one, the table is named 'ЕСБД / Скан'. */
  caption?: string;
  className?: string;
}

export function DifferencesTable({ rows, caption, className }: DifferencesTableProps) {
  const t = ruClient.differences;
  return (
    <Table className={className} aria-label={caption ? undefined : `${t.esbd} / ${t.scan}`}>
      {caption ? <TableCaption className="caption-top text-left font-medium">{caption}</TableCaption> : null}
      <THead>
        <Tr>
          <Th>{t.field}</Th>
          <Th>{t.esbd}</Th>
          <Th>{t.scan}</Th>
        </Tr>
      </THead>
      <TBody>
        {rows.map((d) => (
          <Tr key={d.field}>
            <Td>{d.field}</Td>
            <Td>{d.esbd ?? '—'}</Td>
            <Td>{d.scan ?? '—'}</Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
