import type { Meta, StoryObj } from '@storybook/react-vite';
import { SessionRing } from '@sakta/ui';

/** The token lifetime ring of the header. Colour and fraction come from the session machine's selectors. */
const meta = {
  title: 'Screens/Session/Ring',
  component: SessionRing,
  args: { fraction: 0.8, color: 'blue', remainingSeconds: 2880 },
  argTypes: { color: { control: 'select', options: ['blue', 'orange', 'red'] } },
} satisfies Meta<typeof SessionRing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Above 20% left: blue (80% of an hour = 48:00). */
export const Blue: Story = {};
/** At or below 20% and above 3%: orange (15% = 09:00). */
export const Orange: Story = { args: { fraction: 0.15, color: 'orange', remainingSeconds: 540 } };
/** At or below 3%: red (2% = 01:12). */
export const Red: Story = { args: { fraction: 0.02, color: 'red', remainingSeconds: 72 } };
