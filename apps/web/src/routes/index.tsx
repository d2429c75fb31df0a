import { useSelector } from '@xstate/react';
import { homeTilesFor, selectUser } from '@sakta/core';
import { HomeScreen } from '@sakta/ui';
import { useSessionActor } from '../session/SessionProvider';
import { isBuilt } from '../screens';

/** Home (spec part 1 section 2): the tiles of the screens the user's role may open. */
export function Component() {
  const user = useSelector(useSessionActor(), selectUser);
  if (!user) return null;
  const tiles = homeTilesFor(user, isBuilt).map((t) => ({
    id: t.id,
    title: t.title,
    description: t.description,
    href: t.path,
  }));
  return <HomeScreen greeting={`Добро пожаловать, ${user.name}!`} tiles={tiles} />;
}
