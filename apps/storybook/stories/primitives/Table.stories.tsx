import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatKzt } from '@sakta/core';
import { Badge, Table, TableEmpty, TBody, Td, Th, THead, Tr } from '@sakta/ui';

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

function ActsTable({ items, selectedId }: { items: Row[]; selectedId?: number }) {
  return (
    <Table>
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
          <Tr key={row.id} selected={row.id === selectedId}>
            <Td className="tabular-nums">{row.id}</Td>
            <Td className="font-medium">{row.number}</Td>
            <Td className="tabular-nums">{row.date}</Td>
            <Td className="text-right tabular-nums">{formatKzt(row.amount)}</Td>
            <Td>
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
