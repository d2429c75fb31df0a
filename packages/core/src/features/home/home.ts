import { ROLE } from '../../shared/roles';
import { canAccess, ROUTES, type RouteId, type SessionUser } from '../../shared/routes';

/** A tile of the home page: leads to a screen of the route table. */
export interface HomeTile {
  id: RouteId;
  path: string;
  title: string;
  description: string;
}

const TILES: Record<
  'instruction' | 'termination' | 'ogpo' | 'properties' | 'casco' | 'podfts' | 'terminals' | 'operatorError',
  { title: string; description: string }
> = {
  instruction: { title: 'Инструкция', description: 'Руководство пользователя по работе в системе' },
  termination: { title: 'Расторжение', description: 'Досрочное расторжение договоров ОГПО ВТС' },
  ogpo: { title: 'ОГПО ВТС', description: 'Обязательное страхование ГПО владельцев транспортных средств' },
  properties: { title: 'Имущество', description: 'Страхование имущества для финансовых институтов' },
  casco: { title: 'Каско', description: 'Страхование автотранспорта для финансовых институтов' },
  podfts: { title: 'ПОДФТ', description: 'Проверка клиентов и транспортных средств по ПОДФТ' },
  terminals: { title: 'Терминалы', description: 'Кассовые терминалы, прикреплённые к вам' },
  operatorError: {
    title: 'Ошибки оператора',
    description: 'Заявки продавцов на аннулирование ошибочных договоров',
  },
};

/** Role 6's tile: how many compliance records wait for a decision (beyond the spec, issue 28). */
export const PODFT_WAITING_BADGE = 'Ожидают решения: {count}';

/**
 * Home tiles of spec part 1 section 2 ("Home"): roles other than 6 get the instruction card, the termination tile
 * and the OGPO, property and casco tiles, each only when the role may open that screen; role 6 gets only the
 * anti-money-laundering tile. `isAvailable` leaves out screens that are not built yet.
 * The accountant (role 2) also gets the tile of /terminals: the spec's menu has no entry for that route, so
 * without it the accountant could not reach their terminals list. Support (role 9) gets the tile of the
 * operator-error screen, its only work screen (issue 29: "The home page of role 9 gets its tile").
 */
export function homeTilesFor(
  user: SessionUser,
  isAvailable: (id: RouteId) => boolean = () => true,
): HomeTile[] {
  const ids: (keyof typeof TILES)[] =
    user.role === ROLE.drm
      ? ['podfts']
      : user.role === ROLE.accountant
        ? ['instruction', 'terminals']
        : user.role === ROLE.support
          ? ['instruction', 'operatorError']
          : ['instruction', 'termination', 'ogpo', 'properties', 'casco'];
  return ids
    .filter((id) => canAccess(user, ROUTES[id]) && isAvailable(id))
    .map((id) => ({ id, path: ROUTES[id].path, ...TILES[id] }));
}
