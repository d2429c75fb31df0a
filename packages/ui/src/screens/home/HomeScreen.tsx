import { useId, type ReactNode } from 'react';
import { ru } from '@sakta/core';
import { Tile } from '../../primitives/tile';
import { RouteIcon } from '../shell/route-icon';
import { AgreementsList, type HomeAgreementsView } from './AgreementsList';

export interface HomeScreenTile {
  id: string;
  title: string;
  description: string;
  href: string;
  /** A figure on the tile (role 6: how many compliance records wait). */
  badge?: string;
}

export interface HomeScreenProps {
  greeting: string;
  /** Tiles of the screens the user may open (core's homeTilesFor); empty shows no tiles section. */
  tiles: readonly HomeScreenTile[];
  /** 'На согласование' (core's selectAgreementsView); without it the section is not shown. */
  agreements?: HomeAgreementsView;
  onOpenAgreement?: (id: number) => void;
  onRetryAgreements?: () => void;
  /** The administrators' 'information on contracts' (charts and timeline); the app passes it for role 0 only. */
  adminInfo?: ReactNode;
  /** Above everything: a sale in progress offered back (kept in the browser). */
  notice?: ReactNode;
}

/** The home page content (inside AppShell): the agreements to confirm, the admin information, the tiles. */
export function HomeScreen({
  greeting,
  tiles,
  agreements,
  onOpenAgreement,
  onRetryAgreements,
  adminInfo,
  notice,
}: HomeScreenProps) {
  const titleId = useId();
  return (
    <div data-slot="home-screen" className="grid gap-6">
      <p className="text-base text-muted-foreground">{greeting}</p>
      {notice}
      {agreements ? (
        <AgreementsList
          view={agreements}
          onOpen={(id) => onOpenAgreement?.(id)}
          onRetry={() => onRetryAgreements?.()}
        />
      ) : null}
      {adminInfo ? <div data-slot="home-admin-info">{adminInfo}</div> : null}
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
                  {...(tile.badge ? { badge: tile.badge } : {})}
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
