// The form kit's list of records: title, header, loading / empty / failed states, rows and pagination.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { formatKzt } from '@sakta/core';
import { DataTableSection, Pagination, Td, Th, Tr } from '@sakta/ui';

const rows = [
  { number: 'АВР-2026-0041', amount: 1234567.5 },
  { number: 'АВР-2026-0042', amount: 98000 },
  { number: 'АВР-2026-0043', amount: 45210.25 },
];

const columns = (
  <>
    <Th>Номер</Th>
    <Th className="text-right">Сумма</Th>
  </>
);

const body = rows.map((r) => (
  <Tr key={r.number}>
    <Td className="font-medium">{r.number}</Td>
    <Td className="text-right tabular-nums">{formatKzt(r.amount)}</Td>
  </Tr>
));

const meta = {
  title: 'Primitives/Form kit/DataTableSection',
  component: DataTableSection,
  args: {
    title: 'Акты выполненных работ',
    columns,
    columnCount: 2,
    rowCount: rows.length,
    children: body,
    loadingLabel: 'Загрузка...',
    emptyLabel: 'Нет информации',
    footer: <Pagination page={2} pageCount={7} window={5} onPageChange={fn()} />,
  },
} satisfies Meta<typeof DataTableSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {};

/** The first load: a loading row. */
export const FirstLoad: Story = { args: { loading: true, rowCount: 0, children: null } };

/** The next page loads: the previous rows stay, the table is busy. */
export const NextPageLoading: Story = { args: { loading: true } };

export const Empty: Story = { args: { rowCount: 0, children: null } };

export const Failed: Story = {
  args: {
    failure: {
      title: 'Не удалось загрузить данные',
      message: 'Нет связи с сервером. Проверьте подключение и попробуйте снова.',
      retryLabel: 'Повторить',
      onRetry: fn(),
    },
  },
};
