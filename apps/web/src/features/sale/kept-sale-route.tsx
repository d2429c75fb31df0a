// A sale page of one variant kept in the browser (property, casco): the signed-in user, `?draft=`, the sale kept for
// the seller (put back with 'Начать заново'), and a new policy after 'Начать заново' or the success card's OK.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSelector } from '@xstate/react';
import type { AnyStateMachine } from 'xstate';
import { selectUser } from '@sakta/core/shared';
import type { KeptSaleKind } from '@sakta/core/sale';
import { useSessionActor } from '../../session/SessionProvider';
import { useKeptSale } from './kept-sale';
import { SalePage, type SalePageModel, type SaleProductPage } from './sale-page';

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
  const [search] = useSearchParams();
  const draft = search.get('draft');
  const kept = useKeptSale(kind, user?.id ?? 0, variant, !draft && !!user);
  const [generation, setGeneration] = useState(0);
  if (!user || kept === undefined) return null;
  return (
    <SalePage
      key={`${draft}:${generation}`}
      product={product}
      productType={variant}
      user={user}
      draft={draft}
      rewrite={null}
      kept={generation === 0 ? kept : null}
      onRestart={() => setGeneration((n) => n + 1)}
    />
  );
}
