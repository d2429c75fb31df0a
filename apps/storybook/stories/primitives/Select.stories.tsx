// The select of the form kit: a native select styled like the inputs (keyboard, type-ahead, phone pickers).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  KBE_VALUES,
  RESCINDING_REASON_TITLES,
  RESCINDING_REASONS,
  ruTerminationModal as t,
} from '@sakta/core';
import { SelectField, type SelectFieldProps } from '@sakta/ui';
import { controlled } from './controlled';

const Controlled = controlled<string, SelectFieldProps>(SelectField);

const reasons = [RESCINDING_REASONS.early, RESCINDING_REASONS.death].map((value) => ({
  value,
  label: `${RESCINDING_REASON_TITLES[value]}`,
}));

const meta = {
  title: 'Primitives/Form kit/Select',
  component: SelectField,
  render: (args) => <Controlled {...args} />,
  args: { label: t.reason, value: RESCINDING_REASONS.early, options: reasons, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Nothing chosen yet: the placeholder shows and cannot be chosen again. */
export const WithPlaceholder: Story = {
  args: {
    label: t.kbe,
    value: '',
    placeholder: '—',
    options: KBE_VALUES.map((v) => ({ value: v, label: v })),
  },
};

/** Label, hint and required from a field descriptor. */
export const FromDescriptor: Story = {
  args: {
    label: undefined,
    descriptor: { label: t.kbe, required: true, hint: 'Код бенефициара' },
    value: '',
    placeholder: '—',
    options: KBE_VALUES.map((v) => ({ value: v, label: v })),
  },
};

export const WithError: Story = {
  args: { error: 'Выберите причину', value: '', placeholder: '—' },
};

export const Disabled: Story = { args: { disabled: true } };
