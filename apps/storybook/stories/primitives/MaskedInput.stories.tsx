import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IIN_MASK, PHONE_MASK, ru } from '@sakta/core';
import { Field, MaskedInput, type MaskedInputProps } from '@sakta/ui';

/** A controlled masked input inside a Field, as screens use it. */
function Controlled({
  value: initial = '',
  onAccept,
  label = ru.login.iin,
  ...props
}: MaskedInputProps & { label?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Field label={label}>
      <MaskedInput
        {...props}
        value={value}
        onAccept={(masked, unmasked) => {
          setValue(props.unmask ? unmasked : masked);
          onAccept?.(masked, unmasked);
        }}
      />
    </Field>
  );
}

const meta = {
  title: 'Primitives/MaskedInput',
  component: MaskedInput,
  args: { mask: IIN_MASK, onAccept: fn(), inputMode: 'numeric' },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MaskedInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** IIN: exactly 12 digits (core's IIN_MASK); letters and a 13th digit are refused. */
export const Iin: Story = { args: { unmask: true } };

export const IinPrefilled: Story = { args: { unmask: true, value: '900101300017' } };

/**
 * Phone: +7(000) 000-0000 (core's PHONE_MASK) as every phone field of the product: '+7(___) ___-____' as the
 * placeholder, and what is typed or pasted are the national digits (core's phoneInput), so a typed '7' is a digit.
 */
export const Phone: Story = {
  args: { mask: PHONE_MASK, inputMode: 'tel' },
  render: (args) => <Controlled {...args} label={ru.profile.phone} />,
};

export const Disabled: Story = { args: { unmask: true, value: '900101300017', disabled: true } };
