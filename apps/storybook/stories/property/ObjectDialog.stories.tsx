// Stories of the property-object modal (spec part 2 sections 2.3, 3.5, 5.5): the production machine replayed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FI_REGIONS } from '@sakta/core/sale/fi';
import { PropertyObjectDialog } from '@sakta/ui';
import { objectView, OFFICE, typed } from './fixtures';
import { objectDialogHandlers } from '../handlers';

const meta = {
  title: 'Property/ObjectDialog',
  tags: ['hand'],
  parameters: { hand: 'the object dialog with an object typed in full and refused values' },
  component: PropertyObjectDialog,
  args: {
    view: objectView([]),
    regions: FI_REGIONS,
    ...objectDialogHandlers(),
  },
} satisfies Meta<typeof PropertyObjectDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new immovable object: condition, kind and walls asked; Добавить disabled. */
export const EmptyImmovable: Story = {};
/** A new movable object of the whitelisted beneficiary: no condition, kind, walls, nor loan number asked. */
export const EmptyMovable: Story = {
  args: { view: objectView([], { program: 'movable', beneficiaryIin: '940140000385' }) },
};
/** Добавить refused (Enter): an old year, refused walls, the amount above the cost, required fields empty. */
export const Refused: Story = {
  args: {
    view: objectView([
      ...typed({ year: '1950', kind_id: '000000079', wall_id: '000000088', cost: 1_000_000 }),
      ...typed({ amount: 2_000_000 }),
      { type: 'SAVE' },
    ]),
  },
};
/** Every field filled, security round the clock and an existing contract: Добавить enabled. */
export const Valid: Story = {
  args: {
    view: objectView([
      ...typed({ ...OFFICE, has_security: true, security: 'round_the_clock' }),
      { type: 'CONTRACTS', on: true },
      ...typed({ contracts: 'Договор № 12 в АО «Номад», до 31.12.2026' }),
    ]),
  },
};
