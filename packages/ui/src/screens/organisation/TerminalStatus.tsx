/**
 * What both terminal tables (the terminals tab of /branches, the accountant's /terminals) show of a terminal: its
 * status as a dot with its word (1 active, 0 inactive), and a row's first cells.
 */
import { ruOrganisation } from '@sakta/core/organisation';
import { StatusDot } from '../../primitives/badge';
import { Td } from '../../primitives/table';

export function TerminalStatus({ status }: { status: 0 | 1 }) {
  const t = ruOrganisation.terminals;
  return (
    <StatusDot
      tone={status === 1 ? 'success' : 'neutral'}
      label={status === 1 ? t.active : t.inactive}
      data-status={status}
    />
  );
}

/** A row's first cells: ID, the terminal (cash desk), its status. */
export function TerminalCells({ row }: { row: { id: number; terminal: string; status: 0 | 1 } }) {
  return (
    <>
      <Td className="tabular-nums">{row.id}</Td>
      <Td className="font-medium tabular-nums">{row.terminal}</Td>
      <Td>
        <TerminalStatus status={row.status} />
      </Td>
    </>
  );
}
