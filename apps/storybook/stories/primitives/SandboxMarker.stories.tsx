import type { Meta, StoryObj } from '@storybook/react-vite';
import { SandboxMarker } from '@sakta/ui';

const meta = {
  title: 'Primitives/SandboxMarker',
  component: SandboxMarker,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SandboxMarker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bottom left on every page while the back end runs in demo or test mode; absent in production. */
export const Default: Story = {};
