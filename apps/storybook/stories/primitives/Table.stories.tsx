import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatKzt } from '@sakta/core';
import { Badge, Table, TableEmpty, TBody, Td, Th, THead, Tr, type TableLayout } from '@sakta/ui';

interface Row {
  id: number;
  number: string;
  date: string;
  amount: number;
  status: 'Да' | 'Нет' | 'Необработанный';
}

const rows: Row[] = [
  { id: 1041, number: 'АВР-2026-0041', date: '01.03.2026', amount: 1234567.5, status: 'Да' },
  { id: 1042, number: 'АВР-2026-0042', date: '02.03.2026', amount: 98000, status: 'Нет' },
  { id: 1043, number: 'АВР-2026-0043', date: '03.03.2026', amount: 45210.25, status: 'Необработанный' },
];

const tone = { Да: 'success', Нет: 'danger', Необработанный: 'neutral' } as const;

interface ActsTableProps {
  items: Row[];
  selectedId?: number;
  /** The cards layout: every column fits, and each row is a card in a frame narrower than 48rem. */
  layout?: TableLayout;
  /** Each row opens its act (a click, or Enter or Space on the focused row). */
  onOpen?: (id: number) => void;
}

function ActsTable({ items, selectedId, layout, onOpen }: ActsTableProps) {
  return (
    <Table layout={layout}>
      <THead>
        <Tr>
          <Th>ID</Th>
          <Th>Номер</Th>
          <Th>Дата</Th>
          <Th className="text-right">Сумма</Th>
          <Th>Подтверждён</Th>
        </Tr>
      </THead>
      <TBody>
        {items.length === 0 ? <TableEmpty colSpan={5} /> : null}
        {items.map((row) => (
          <Tr
            key={row.id}
            selected={row.id === selectedId}
            aria-label={onOpen ? `Открыть акт ${row.number}` : undefined}
            onActivate={onOpen ? () => onOpen(row.id) : undefined}
          >
            <Td label="ID" className="tabular-nums">
              {row.id}
            </Td>
            <Td label="Номер" className="font-medium whitespace-nowrap">
              {row.number}
            </Td>
            <Td label="Дата" className="tabular-nums">
              {row.date}
            </Td>
            <Td label="Сумма" className="text-right whitespace-nowrap tabular-nums">
              {formatKzt(row.amount)}
            </Td>
            <Td label="Подтверждён">
              <Badge variant={tone[row.status]}>{row.status}</Badge>
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

const meta = {
  title: 'Primitives/Table',
  component: ActsTable,
  args: { items: rows },
  decorators: [
    (Story) => (
      <div className="w-[44rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {};
export const SelectedRow: Story = { args: { selectedId: 1042 } };
/** No rows: one row says 'Нет данных'. */
export const Empty: Story = { args: { items: [] } };
/**
 * The cards layout with rows that open: the table fits its frame (narrow this frame below 48rem and each row is a
 * card, each value under its column's name); a click on a row, or Enter or Space on the focused row, opens it.
 */
export const CardsOpeningRows: Story = {
  args: { layout: 'cards', onOpen: () => undefined },
  decorators: [
    (Story) => (
      <div className="max-w-full">
        <Story />
      </div>
    ),
  ],
};
