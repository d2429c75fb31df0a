import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Pagination, type PaginationProps } from '@sakta/ui';

/** Keeps the page in local state so the story can be clicked through; the spy still records every change. */
function Stateful({ page: initial, onPageChange, ...props }: PaginationProps) {
  const [page, setPage] = useState(initial);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(p) => {
        setPage(p);
        onPageChange(p);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 12, window: 5, onPageChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Window of 5 (history, policies, support) at the first page. */
export const FirstPage: Story = {};
/** Window of 5 around page 6 of 12: pages 4-8. */
export const MiddlePage: Story = { args: { page: 6 } };
/** Last page: the window stays inside the range (8-12) and 'next' is disabled. */
export const LastPage: Story = { args: { page: 12 } };
/** Window of 3 (employees, departments). */
export const WindowOfThree: Story = { args: { page: 5, pageCount: 9, window: 3 } };
/** Fewer pages than the window: all pages. */
export const FewPages: Story = { args: { page: 2, pageCount: 3 } };
