/**
 * The accountant's terminals /terminals (spec part 1 section 2 "Accountant terminals list"): ID, terminal, status
 * icon, attached branch. Renders the shared paged list's view of GET accountant/terminals.
 */
import type { PagedListView } from '@sakta/core/shared';
import { ruOrganisation, type AccountantTerminal } from '@sakta/core/organisation';
import { DataTableSection } from '../../primitives/data-table-section';
import { listStateProps } from './list-state';
import { Td, Th, Tr } from '../../primitives/table';
import { TerminalCells } from './TerminalStatus';

export interface AccountantTerminalsScreenProps {
  list: PagedListView<AccountantTerminal>;
  onRetry: () => void;
}

const t = ruOrganisation.accountantTerminals;

export function AccountantTerminalsScreen({ list, onRetry }: AccountantTerminalsScreenProps) {
  return (
    <DataTableSection
      data-slot="accountant-terminals"
      title={t.title}
      columns={
        <>
          <Th>{t.id}</Th>
          <Th>{t.terminal}</Th>
          <Th>{t.status}</Th>
          <Th>{t.branch}</Th>
        </>
      }
      columnCount={4}
      {...listStateProps(list, onRetry)}
    >
      {list.items.map((row) => (
        <Tr key={row.id}>
          <TerminalCells row={row} />
          <Td className={row.branch ? undefined : 'text-muted-foreground'}>{row.branch ?? t.noBranch}</Td>
        </Tr>
      ))}
    </DataTableSection>
  );
}
