import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouteIcon, Tile } from '@sakta/ui';

const meta = {
  title: 'Primitives/Tile',
  component: Tile,
  args: {
    to: '/ogpo',
    title: 'ОГПО ВТС',
    description: 'Обязательное страхование ГПО владельцев транспортных средств',
    icon: <RouteIcon id="ogpo" />,
  },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithIcon: Story = {};
export const Termination: Story = {
  args: {
    to: '/termination',
    title: 'Расторжение',
    description: 'Досрочное расторжение договоров ОГПО ВТС',
    icon: <RouteIcon id="termination" />,
  },
};
export const WithoutIcon: Story = { args: { icon: undefined } };
export const TitleOnly: Story = { args: { description: undefined } };
