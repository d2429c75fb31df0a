// The radio group of the form kit: one choice among a few visible options (native radios in a radiogroup, arrow keys).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ruTerminationModal as t } from '@sakta/core';
import { RadioGroupField, type RadioGroupFieldProps } from '@sakta/ui';
import { controlled } from './controlled';

type Props = RadioGroupFieldProps<number>;

const Controlled = controlled<number, Props>(RadioGroupField<number>);

const meta = {
  title: 'Primitives/Form kit/RadioGroup',
  component: RadioGroupField<number>,
  render: (args) => <Controlled {...args} />,
  args: {
    label: t.returnType,
    name: 'returnType',
    value: 1,
    choices: [
      { value: 1, label: t.returnTypes[1] },
      { value: 2, label: t.returnTypes[2] },
    ],
    onValueChange: fn(),
  },
} satisfies Meta<Props>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** An option that cannot be chosen now, with the reason as the group's description. */
export const WithUnavailableOption: Story = {
  args: {
    label: t.signinType,
    name: 'signinType',
    value: 2,
    choices: [
      { value: 1, label: t.signin[1], disabled: true },
      { value: 2, label: t.signin[2] },
    ],
    hint: t.otpUnavailable,
  },
};

export const Vertical: Story = { args: { orientation: 'vertical' } };

export const Disabled: Story = { args: { disabled: true } };

export const WithError: Story = { args: { error: 'Выберите способ возврата', required: true } };
