// The descriptor-driven text field of the form kit: core declares label, mask, maximum length and required.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IIN_MASK, PHONE_MASK, TEXT_MAX, ruTerminationModal as t } from '@sakta/core';
import { TextField, type TextFieldProps } from '@sakta/ui';
import { controlled } from './controlled';

const Controlled = controlled<string, TextFieldProps>(TextField);

const meta = {
  title: 'Primitives/Form kit/TextField',
  component: TextField,
  render: (args) => <Controlled {...args} />,
  args: {
    descriptor: { label: t.name, maxLength: TEXT_MAX.personName, required: true },
    value: '',
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Required, limited to the contract's maximum length. */
export const Required: Story = {};

export const Optional: Story = {
  args: { descriptor: { label: t.patronymic, maxLength: TEXT_MAX.personName, hint: t.optional } },
};

/** A mask from the descriptor: a masked input. */
export const Masked: Story = {
  args: { descriptor: { label: t.phone, mask: PHONE_MASK, inputMode: 'tel' } },
};

export const Iin: Story = {
  args: { descriptor: { label: t.beneficiaryIin, mask: IIN_MASK, inputMode: 'numeric' }, value: '8503' },
};

export const WithError: Story = {
  args: { error: 'Заполните имя получателя' },
};

/** Read-only (a record one may not change): the muted ground, at full contrast; focusable to read and copy. */
export const ReadOnly: Story = {
  args: { value: 'Ерлан', readOnly: true },
};
