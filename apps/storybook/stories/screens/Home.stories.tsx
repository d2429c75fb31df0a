import type { Meta, StoryObj } from '@storybook/react-vite';
import { homeTilesFor, type User } from '@sakta/core';
import { HomeScreen } from '@sakta/ui';
import { drm, manager } from '../fixtures';

function tilesFor(user: User) {
  return homeTilesFor(user).map((t) => ({
    id: t.id,
    title: t.title,
    description: t.description,
    href: t.path,
  }));
}

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  args: { greeting: `Добро пожаловать, ${manager.name}!`, tiles: tilesFor(manager) },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Role 3: the tiles of the screens the role may open (core's homeTilesFor). */
export const WithTiles: Story = {};
/** Role 6: only the ПОДФТ tile. */
export const DrmTile: Story = { args: { greeting: `Добро пожаловать, ${drm.name}!`, tiles: tilesFor(drm) } };
/** No screen available yet: only the greeting, no placeholder. */
export const NoTiles: Story = { args: { tiles: [] } };
