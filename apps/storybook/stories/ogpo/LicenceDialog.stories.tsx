// Stories of the OGPO driver's licence dialog: the production licence dialog machine replayed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LicenceDialog } from '@sakta/ui';
import { LICENCE_NOT_FOUND, LICENCE_TYPED, licenceView } from './fixtures-vehicles';

const meta = {
  title: 'OGPO/LicenceDialog',
  tags: ['hand'],
  parameters: {
    hand: 'the licence dialog with the register answers a designer names (not found, foreign licence)',
  },
  component: LicenceDialog,
  args: { view: licenceView([]), onChange: fn(), onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof LicenceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty. */
export const Empty: Story = {};
/** Number and date typed. */
export const Filled: Story = { args: { view: licenceView(LICENCE_TYPED) } };
/** 'Сохранить' with nothing typed: both fields required. */
export const Required: Story = { args: { view: licenceView([{ type: 'SUBMIT' }]) } };
/** An issue date after today. */
export const FutureDate: Story = {
  args: {
    view: licenceView([
      { type: 'CHANGE', number: 'BN123456' },
      { type: 'CHANGE', issued: '2026-11-26' },
      { type: 'SUBMIT' },
    ]),
  },
};
/** The register is being asked. */
export const Checking: Story = { args: { view: licenceView([...LICENCE_TYPED, { type: 'SUBMIT' }]) } };
/** The register has no such licence: 'Документ по номеру … не найдено.' */
export const NotFound: Story = { args: { view: licenceView(LICENCE_NOT_FOUND) } };
/** A non-resident: no register lookup. */
export const NonResident: Story = { args: { view: licenceView([], { iin: null }) } };
/** Editing the licence given before. */
export const Edit: Story = {
  args: {
    view: licenceView([], { record: { number: 'AA654321', issued: '2012-09-03' }, iin: '900722400456' }),
  },
};
