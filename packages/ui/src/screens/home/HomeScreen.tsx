import { useId } from 'react';
import { ru } from '@sakta/core';
import { Tile } from '../../primitives/tile';
import { RouteIcon } from '../shell/route-icon';

export interface HomeScreenTile {
  id: string;
  title: string;
  description: string;
  href: string;
}

export interface HomeScreenProps {
  greeting: string;
  /** Tiles of the screens the user may open (core's homeTilesFor); empty shows only the greeting. */
  tiles: readonly HomeScreenTile[];
}

/** The home page content (inside AppShell). */
export function HomeScreen({ greeting, tiles }: HomeScreenProps) {
  const titleId = useId();
  return (
    <div data-slot="home-screen" className="grid gap-6">
      <p className="text-base text-muted-foreground">{greeting}</p>
      {tiles.length > 0 ? (
        <section aria-labelledby={titleId} className="grid gap-3">
          <h2 id={titleId} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {ru.home.tiles}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {tiles.map((tile) => (
              <li key={tile.id} className="grid">
                <Tile
                  to={tile.href}
                  title={tile.title}
                  description={tile.description}
                  icon={<RouteIcon id={tile.id} />}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
