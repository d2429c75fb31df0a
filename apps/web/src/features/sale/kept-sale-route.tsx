// A sale page of one variant kept in the browser (property, casco): the signed-in user, `?draft=`, the sale kept for
// the seller (put back with 'Начать заново', or asked about before a draft replaces it), and a new policy after
// 'Начать заново' or the success card's OK.
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSelector } from '@xstate/react';
import type { AnyStateMachine } from 'xstate';
import { selectUser } from '@sakta/core/shared';
import type { KeptSaleKind } from '@sakta/core/sale';
import { useSessionActor } from '../../session/SessionProvider';
import { useKeptSale } from './kept-sale';
import { FIRST_SALE_PAGE, leavingDraft, restarted, salePageFor } from './sale-page-key';
import { SalePage, type SalePageModel, type SaleProductPage } from './sale-page';

/**
 * Which sale page runs: the address's draft (?draft=), a key that starts a new page, and the sale kept in the
 * browser, read afresh for every new page. Another draft asked for (or none), 'Начать заново' and the success card's
 * OK start a new page; the page dropping ?draft= itself (the draft is missing, or the seller kept the sale in
 * progress) keeps it running.
 */
export function useSalePage<Policy>(
  kind: KeptSaleKind<Policy>,
  userId: number | null,
  variant: number,
  keeps: boolean,
) {
  const [search, setSearch] = useSearchParams();
  const draft = search.get('draft');
  const [page, setPage] = useState(() => FIRST_SALE_PAGE(draft));
  const next = salePageFor(page, draft);
  if (next !== page) setPage(next);
  const kept = useKeptSale(kind, userId ?? 0, variant, keeps && userId !== null, next.key);
  const leaveDraft = useCallback(() => {
    setPage(leavingDraft);
    setSearch(
      (q) => {
        q.delete('draft');
        return q;
      },
      { replace: true },
    );
  }, [setSearch]);
  const restart = useCallback(() => setPage(restarted), []);
  return { draft, key: next.key, kept, leaveDraft, restart };
}

export function KeptSaleRoute<M extends AnyStateMachine, V extends SalePageModel, Policy>({
  product,
  kind,
  variant,
}: {
  product: SaleProductPage<M, V, Policy>;
  kind: KeptSaleKind<Policy>;
  variant: number;
}) {
  const user = useSelector(useSessionActor(), selectUser);
  const page = useSalePage(kind, user?.id ?? null, variant, true);
  if (!user || page.kept === undefined) return null;
  return (
    <SalePage
      key={page.key}
      product={product}
      productType={variant}
      user={user}
      draft={page.draft}
      rewrite={null}
      kept={page.kept}
      onLeaveDraft={page.leaveDraft}
      onRestart={page.restart}
    />
  );
}
