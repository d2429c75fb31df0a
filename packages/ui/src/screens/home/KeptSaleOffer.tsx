/**
 * A sale in progress offered back after login (kept in the browser across a reload, a closed tab or an expired
 * session): which policy, since when, and 'Продолжить оформление'.
 */
import { Alert } from '../../primitives/alert';
import { UiLink } from '../../primitives/link';

export interface KeptSaleOfferProps {
  offers: ReadonlyArray<{ title: string; savedAt: string; href: string }>;
}

export function KeptSaleOffer({ offers }: KeptSaleOfferProps) {
  if (offers.length === 0) return null;
  return (
    <Alert variant="info" data-slot="kept-sale-offer" title="Незавершённое оформление">
      <ul className="grid gap-1">
        {offers.map((o) => (
          <li key={o.href} className="flex flex-wrap items-center gap-x-3">
            <span>
              {o.title}, сохранено {o.savedAt}.
            </span>
            <UiLink to={o.href} className="font-medium underline">
              Продолжить оформление
            </UiLink>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
