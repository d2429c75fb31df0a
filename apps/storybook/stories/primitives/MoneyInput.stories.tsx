import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Field, MoneyInput, type MoneyInputProps } from '@sakta/ui';
import { controlled } from './controlled';

const ControlledMoney = controlled<number | null, MoneyInputProps>(MoneyInput);

/** A sum of tenge inside a Field, kept as a form would keep it. */
function Money(props: MoneyInputProps & { label?: string; hint?: string; error?: string }) {
  const { label = 'Действительная стоимость', hint, error, ...input } = props;
  return (
    <Field label={label} hint={hint} error={error}>
      <ControlledMoney {...input} />
    </Field>
  );
}

const meta = {
  title: 'Primitives/MoneyInput',
  component: MoneyInput,
  args: { value: null, onValueChange: fn() },
  render: (args) => <Money {...args} />,
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MoneyInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet. */
export const Empty: Story = {};
/** A sum read grouped by thousands. */
export const Filled: Story = { args: { value: 30_000_000 } };
/** Disabled (an insured amount before the cost is set). */
export const Disabled: Story = { args: { value: null, disabled: true } };
