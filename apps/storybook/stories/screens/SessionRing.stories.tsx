// Stories of the session ring: the session machine's selectors at three moments of a one-hour grant.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SessionRing } from '@sakta/ui';
import { restoredAt, ringProps } from '../fixtures-session';

/**
 * The token lifetime ring of the header. Colour, fraction and time are the session machine's selectors after
 * the session was restored with a one-hour grant and the clock ticked to the story's moment.
 */
const meta = {
  title: 'Screens/Session/Ring',
  tags: ['hand'],
  parameters: { hand: 'the ring at each colour the spec names (21/20/4/3 %)' },
  component: SessionRing,
  args: ringProps(restoredAt(2880)),
  argTypes: { color: { control: 'select', options: ['blue', 'orange', 'red'] } },
} satisfies Meta<typeof SessionRing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Above 20% left: blue (80% of an hour = 48:00). */
export const Blue: Story = {};
/** At or below 20% and above 3%: orange (15% = 09:00). */
export const Orange: Story = { args: ringProps(restoredAt(540)) };
/** At or below 3%: red (2% = 01:12). */
export const Red: Story = { args: ringProps(restoredAt(72)) };
