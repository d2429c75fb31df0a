/** How a card came out of verification (spec part 2 section 4.1): passed, failed (the card is marked invalid), podft. */
import { ruSale, type PartyMark } from '@sakta/core/sale';
import { Badge } from '../../../primitives/badge';
import { Spinner } from '../../../primitives/spinner';

const VARIANT = { ok: 'success', failed: 'danger', podft: 'warning' } as const;

export function CheckMark({ mark }: { mark: PartyMark | null | undefined }) {
  if (!mark) return null;
  return <Badge variant={VARIANT[mark]}>{ruSale.card.marks[mark]}</Badge>;
}

/** The card's verification badges: how verification left it, and its podft documents being checked. */
export function VerificationBadges({
  mark,
  beingVerified,
}: {
  mark: PartyMark | null | undefined;
  beingVerified: boolean;
}) {
  return (
    <>
      <CheckMark mark={mark} />
      {beingVerified ? (
        <Badge variant="warning">
          <Spinner className="size-3" /> {ruSale.card.beingVerified}
        </Badge>
      ) : null}
    </>
  );
}

/** The card's frame: red for a party that failed verification. */
export const markClass = (mark: PartyMark | null | undefined) =>
  mark === 'failed' ? 'border-danger ring-1 ring-danger' : '';
