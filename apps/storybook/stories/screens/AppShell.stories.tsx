// Stories of the main layout per role: menu, title, breadcrumbs and the session ring (session machine selectors).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  breadcrumbs,
  homeTilesFor,
  menuFor,
  ROUTES,
  routeTitle,
  type RouteDef,
  type User,
} from '@sakta/core';
import { AppShell, HomeScreen, ProfileScreen, SessionRing, type AppShellProps } from '@sakta/ui';
import { restoredAt, ringProps } from '../fixtures-session';
import { admin, APP_VERSION, drm, manager, shellUser, SUPPORT_HREF } from '../fixtures';

/** Shell props for a user on a route, computed by core exactly as the web app does. */
function shellFor(user: User, route: RouteDef): Omit<AppShellProps, 'children'> {
  return {
    menu: menuFor(user),
    activePath: route.path,
    title: routeTitle(route, user),
    breadcrumbs: breadcrumbs(route, user),
    user: shellUser(user),
    version: APP_VERSION,
    supportHref: SUPPORT_HREF,
  };
}

function home(user: User) {
  const tiles = homeTilesFor(user).map((t) => ({
    id: t.id,
    title: t.title,
    description: t.description,
    href: t.path,
  }));
  return <HomeScreen greeting={`Добро пожаловать, ${user.name}!`} tiles={tiles} />;
}

const meta = {
  title: 'Screens/AppShell',
  tags: ['hand'],
  component: AppShell,
  // Full-page screens render in their own frame on the docs page.
  parameters: {
    hand: 'the shell by role, at phone width, with a long name and the session almost over: what the graph cannot show',
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: 720 } },
  },
  args: {
    ...shellFor(admin, ROUTES.index),
    session: <SessionRing {...ringProps(restoredAt(2880))} />,
    children: home(admin),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Role 0: Информация, Продукты, Версии, На согласование, Сотрудники, Черновики, Договоры, ... */
export const Admin: Story = {};

/** Role 3: the sale menu. */
export const Manager: Story = {
  args: { ...shellFor(manager, ROUTES.index), children: home(manager) },
};

/** Role 6: only ПОДФТ. */
export const Drm: Story = {
  args: { ...shellFor(drm, ROUTES.index), children: home(drm) },
};

/** A nested page: breadcrumbs Главная / Профиль / АВР, with the version opening the versions list. */
export const NestedPage: Story = {
  args: {
    ...shellFor(manager, ROUTES.profileAvr),
    onVersionClick: fn(),
    children: <p className="text-muted-foreground">Содержимое страницы</p>,
  },
};

/** Profile page inside the shell; the session is running low (orange ring). */
export const ProfilePage: Story = {
  args: {
    ...shellFor(manager, ROUTES.profile),
    session: <SessionRing {...ringProps(restoredAt(540))} />,
    children: <ProfileScreen user={{ ...manager, roleName: shellUser(manager).roleName }} onLogout={fn()} />,
  },
};

/** Session about to end: red ring. */
export const SessionAlmostOver: Story = {
  args: { session: <SessionRing {...ringProps(restoredAt(72))} /> },
};
