/**
 * The tab 'Терминалы (Касса)' of /branches: the 'add' tile, then the table (ID, terminal (cash desk), status dot,
 * responsible (login), accountant in red 'Не указан' when empty, an edit action per row). Renders the shared paged
 * list's view of GET branches/list/terminals.
 */
import { fmt, type PagedListView } from '@sakta/core/shared';
import { ruOrganisation, type TerminalRow } from '@sakta/core/organisation';
import { DataTableSection } from '../../primitives/data-table-section';
import { listStateProps } from './list-state';
import { Td, Th, Tr } from '../../primitives/table';
import { AddTile, EditRowCell } from './AddTile';
import { TerminalCells } from './TerminalStatus';

export interface TerminalsTabProps {
  list: PagedListView<TerminalRow>;
  onAdd: () => void;
  onEdit: (row: TerminalRow) => void;
  onRetry: () => void;
}

const t = ruOrganisation.terminals;

export function TerminalsTab({ list, onAdd, onEdit, onRetry }: TerminalsTabProps) {
  return (
    <>
      <AddTile label={t.add} onClick={onAdd} />
      <DataTableSection
        data-slot="terminals-tab"
        title={t.title}
        columns={
          <>
            <Th>{t.id}</Th>
            <Th>{t.terminal}</Th>
            <Th>{t.status}</Th>
            <Th>{t.login}</Th>
            <Th>{t.accountant}</Th>
            <Th className="text-right">{t.action}</Th>
          </>
        }
        columnCount={6}
        {...listStateProps(list, onRetry)}
      >
        {list.items.map((row) => (
          <Tr key={row.id}>
            <TerminalCells row={row} />
            <Td>{row.login ?? ''}</Td>
            <Td className={row.accountant ? undefined : 'font-medium text-danger'}>
              {row.accountant ?? t.notSpecified}
            </Td>
            <EditRowCell label={fmt(t.editRow, { terminal: row.terminal })} onClick={() => onEdit(row)} />
          </Tr>
        ))}
      </DataTableSection>
    </>
  );
}
