// The form kit's read-only label/value pairs: `rows` for details panels, `compact` for dense cards.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatKzt, ruTerminationModal as t } from '@sakta/core';
import { DescriptionItem, DescriptionList } from '@sakta/ui';

const meta = {
  title: 'Primitives/Form kit/DescriptionList',
  component: DescriptionList,
  args: {
    children: (
      <>
        <DescriptionItem label={t.details.number}>0000123</DescriptionItem>
        <DescriptionItem label={t.details.creatorIin}>
          <span className="tabular-nums">900101300047</span>
        </DescriptionItem>
        <DescriptionItem label={t.details.premium}>
          <span className="tabular-nums">{formatKzt(45210.25)}</span>
        </DescriptionItem>
        <DescriptionItem label={t.details.policyholder}>{null}</DescriptionItem>
      </>
    ),
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fixed label column; a missing value reads '—'. */
export const Rows: Story = {};

/** Labels as wide as the longest one. */
export const Compact: Story = { args: { layout: 'compact' } };
