// Stories of the casco risks modal (spec part 2 sections 2.4, 9): core's rows for a program product and damage
// deductible.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { cascoRisks } from '@sakta/core/casco';
import { CascoRisksDialog } from '@sakta/ui';

const meta = {
  title: 'Casco/RisksDialog',
  tags: ['hand'],
  parameters: { hand: "the risks modal, the page's own component state (not a machine)" },
  component: CascoRisksDialog,
  args: { open: true, risks: cascoRisks(1, 1), onClose: fn() },
} satisfies Meta<typeof CascoRisksDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Trucks (product 1) with the default damage deductible of 1 %: damage, theft and total loss. */
export const Trucks: Story = {};
/** Special machinery with the accident risk (product 3), damage at 5 %: the accident has no deductible. */
export const SpecialMachineryWithAccident: Story = { args: { risks: cascoRisks(3, 5) } };
