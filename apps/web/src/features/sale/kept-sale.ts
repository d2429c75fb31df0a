// The sale in progress kept in the browser (core's sealed store, a key of its own): loaded when the page opens a
// fresh policy, saved while the seller works, dropped once the policy is issued or the seller starts anew.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import {
  createKeptSaleStore,
  type SaleCore,
  type KeptSale,
  type KeptSaleEntry,
  type KeptSaleKind,
  type KeptSaleStore,
} from '@sakta/core/sale';
import { browserStorage } from '../../lib/browser-storage';

const stores = new Map<string, KeptSaleStore<unknown>>();
/** The store of a product's kept sales (one per product family). */
export function keptSaleStore<Policy>(kind: KeptSaleKind<Policy>): KeptSaleStore<Policy> {
  let store = stores.get(kind.family);
  if (!store) {
    store = createKeptSaleStore(
      { indexedDB, crypto, storage: browserStorage },
      kind as KeptSaleKind<unknown>,
    );
    stores.set(kind.family, store);
  }
  return store as KeptSaleStore<Policy>;
}

/** The kept sale of this seller and variant: undefined while it is read, null when there is none. */
export function useKeptSale<Policy>(
  kind: KeptSaleKind<Policy>,
  userId: number,
  productType: number,
  enabled: boolean,
) {
  const [entry, setEntry] = useState<KeptSaleEntry<Policy> | null | undefined>(enabled ? undefined : null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    keptSaleStore(kind)
      .load(userId, productType)
      .catch(() => null)
      .then((found) => live && setEntry(found));
    return () => {
      live = false;
    };
  }, [kind, userId, productType, enabled]);
  return entry;
}

const KEEP_DELAY_MS = 400;

/**
 * What a product keeps of its sale, from its descriptor: worth keeping once a draft would be, the policy, its draft,
 * a requested payment, and a calculation (a reload after 'Рассчитать' brings the premium back, issue 30 item 4).
 */
export function keepingOf<C extends SaleContextLike, Policy>(
  kind: KeptSaleKind<Policy>,
  sale: { canSaveDraft(context: C): boolean; policyOf(context: C): Policy },
): SaleKeeping<C, Policy> {
  return {
    kind,
    worthKeeping: (c) => sale.canSaveDraft(c),
    kept: (c) => ({
      policy: sale.policyOf(c),
      draftId: c.draftId,
      payment: c.payment,
      calculation:
        c.premium !== null && c.calculationDate !== null
          ? { premium: c.premium, calculationDate: c.calculationDate }
          : null,
    }),
  };
}

/** What `keepingOf` reads of a sale's context besides the product's policy. */
type SaleContextLike = Pick<SaleCore, 'draftId' | 'payment' | 'premium' | 'calculationDate'>;

/** What a product keeps of its sale: which store, whether there is anything yet (what a draft would keep), the sale. */
export interface SaleKeeping<C, Policy = unknown> {
  kind: KeptSaleKind<Policy>;
  worthKeeping(context: C): boolean;
  kept(context: C): KeptSale<Policy>;
}

/**
 * Keeps the policy while it is being assembled; forgets it once issued. Returns `discard`: forget it now ('Начать
 * заново'), and keep nothing more of this page.
 */
export function useKeepSale<C, Policy>(
  actor: AnyActorRef,
  keeping: SaleKeeping<C, Policy>,
  userId: number,
  productType: number,
) {
  const kept = useMemo(() => keptSaleStore(keeping.kind), [keeping.kind]);
  const stopped = useRef(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = '';
    let lastContext: unknown = null;
    let pending: KeptSale<Policy> | null = null;
    const flush = () => {
      clearTimeout(timer);
      if (pending && !stopped.current)
        void kept.save(userId, productType, pending, Date.now()).catch(() => {});
      pending = null;
    };
    // a reload or a closed tab: what was typed in the last moment is kept too
    window.addEventListener('pagehide', flush);
    const sub = actor.subscribe((s: { matches(state: unknown): boolean; context: C }) => {
      if (!s.matches('open') || stopped.current) return;
      if (s.matches({ open: { sale: 'issued' } })) {
        clearTimeout(timer);
        pending = null;
        // once: an issued policy keeps nothing more
        stopped.current = true;
        void kept.discard(userId, productType);
        return;
      }
      const c = s.context;
      // a snapshot whose context did not change (a clock's tick, a child's step) has nothing new to keep
      if (c === lastContext) return;
      lastContext = c;
      // kept from the first party on: what a draft would keep
      if (!keeping.worthKeeping(c)) return;
      const sale = keeping.kept(c);
      const json = JSON.stringify(sale);
      if (json === last) return;
      last = json;
      pending = sale;
      clearTimeout(timer);
      timer = setTimeout(flush, KEEP_DELAY_MS);
    });
    return () => {
      flush();
      window.removeEventListener('pagehide', flush);
      sub.unsubscribe();
    };
  }, [actor, keeping, kept, userId, productType]);
  return useCallback(async () => {
    stopped.current = true;
    await kept.discard(userId, productType);
  }, [kept, userId, productType]);
}
