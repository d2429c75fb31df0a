import { fmt, type User } from '@sakta/core/shared';
import { homeTilesFor, PODFT_WAITING_BADGE } from '@sakta/core/home';
import type { HomeScreenTile } from '@sakta/ui';
import { isBuilt } from '../screens';

/** Home's greeting (spec part 1 section 2). */
export function homeGreeting(user: User): string {
  return `Добро пожаловать, ${user.name}!`;
}

/** The tiles of the screens the user's role may open; role 6's shows how many records wait once known (issue 28). */
export function homeTiles(user: User, waiting: number | null): HomeScreenTile[] {
  return homeTilesFor(user, isBuilt).map((t) => ({
    id: t.id,
    title: t.title,
    description: t.description,
    href: t.path,
    ...(t.id === 'podfts' && waiting !== null ? { badge: fmt(PODFT_WAITING_BADGE, { count: waiting }) } : {}),
  }));
}
