// The sale in progress kept in the browser (core's sealed store, a key of its own): loaded when the page opens (a
// fresh policy, or a draft that may replace it), saved while the seller works, dropped once the policy is issued or
// the seller starts anew.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import {
  createKeptSaleStore,
  isSaleSaved,
  type SaleCore,
  type KeptSale,
  type KeptSaleEntry,
  type KeptSaleKind,
  type KeptSaleStore,
} from '@sakta/core/sale';
import { browserStorage } from '../../lib/browser-storage';

const stores = new Map<string, KeptSaleStore<unknown>>();
/**
 * The kept sales being written and forgotten, in order: a page that opens reads after them (the last page's last
 * change is in).
 */
let writing: Promise<unknown> = Promise.resolve();

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

/**
 * The kept sale of this seller and variant: undefined while it is read, null when there is none (or not `enabled`).
 * It is read afresh for every `page` (a new sale page reads what the last one kept): until then it is undefined.
 */
export function useKeptSale<Policy>(
  kind: KeptSaleKind<Policy>,
  userId: number,
  productType: number,
  enabled: boolean,
  page = 0,
) {
  const slot = `${kind.family}:${userId}:${productType}:${page}`;
  const [read, setRead] = useState<{ slot: string; entry: KeptSaleEntry<Policy> | null } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    writing
      .then(() => keptSaleStore(kind).load(userId, productType))
      .catch(() => null)
      .then((entry) => live && setRead({ slot, entry }));
    return () => {
      live = false;
    };
  }, [kind, userId, productType, enabled, slot]);
  if (!enabled) return null;
  return read?.slot === slot ? read.entry : undefined;
}

const KEEP_DELAY_MS = 400;

/**
 * What a product keeps of its sale, from its descriptor: worth keeping once a draft would be, the policy, its draft,
 * a requested payment, a calculation (a reload after 'Рассчитать' brings the premium back, issue 30 item 4), and
 * whether it is its draft as saved (opening another draft replaces a saved sale without asking).
 */
export function keepingOf<C extends SaleContextLike, Policy>(
  kind: KeptSaleKind<Policy>,
  sale: { canSaveDraft(context: C): boolean; policyOf(context: C): Policy },
): SaleKeeping<C, Policy> {
  return {
    kind,
    worthKeeping: (c) => sale.canSaveDraft(c),
    kept: (c) => {
      const policy = sale.policyOf(c);
      return {
        policy,
        draftId: c.draftId,
        payment: c.payment,
        calculation:
          c.premium !== null && c.calculationDate !== null
            ? { premium: c.premium, calculationDate: c.calculationDate }
            : null,
        saved: isSaleSaved(c, policy),
      };
    },
  };
}

/** What `keepingOf` reads of a sale's context besides the product's policy. */
type SaleContextLike = Pick<SaleCore, 'draftId' | 'payment' | 'premium' | 'calculationDate' | 'savedDigest'>;

/** What a product keeps of its sale: which store, whether there is anything yet (what a draft would keep), the sale. */
export interface SaleKeeping<C, Policy = unknown> {
  kind: KeptSaleKind<Policy>;
  worthKeeping(context: C): boolean;
  kept(context: C): KeptSale<Policy>;
}

/** What the keeper reads of the sale's actor: its snapshots. */
export interface KeptSaleActor<C> {
  subscribe(observer: (snapshot: { matches(state: unknown): boolean; context: C }) => void): {
    unsubscribe(): void;
  };
}

/** Where the keeper puts the sale: `save` seals and writes it (in the background), `discard` forgets it. */
export interface KeptSaleWriter<Policy> {
  save(sale: KeptSale<Policy>): void;
  discard(): void;
}

/**
 * Keeps the sale of `actor` while it is being assembled, from the first party on (what a draft would keep): a change
 * is kept once the page has been quiet for KEEP_DELAY_MS (typing is not sealed per key); an issued policy is
 * forgotten, and nothing more is kept once `stopped`. `flush` keeps what waits now; `stop` also ends the keeping.
 *
 * Whether the sale is its draft (`saved`, `draftId`: the save's answer, a draft opened, the first change after
 * either, the page's first sale) is kept at once: a page left by a full load (the address typed, a reload) right
 * after 'Сохранено' cannot finish a sealed write as it goes, and would leave the copy from before the save, unsaved,
 * for the next page to ask about.
 */
export function keepSale<C, Policy>(
  actor: KeptSaleActor<C>,
  keeping: SaleKeeping<C, Policy>,
  writer: KeptSaleWriter<Policy>,
  stopped: { current: boolean },
): { flush(): void; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = '';
  let lastContext: unknown = null;
  let pending: KeptSale<Policy> | null = null;
  /** The last sale kept or waiting: whether it was its draft. */
  let previous: Pick<KeptSale<Policy>, 'saved' | 'draftId'> | null = null;
  const flush = () => {
    clearTimeout(timer);
    if (pending && !stopped.current) writer.save(pending);
    pending = null;
  };
  const sub = actor.subscribe((s) => {
    if (!s.matches('open') || stopped.current) return;
    if (s.matches({ open: { sale: 'issued' } })) {
      clearTimeout(timer);
      pending = null;
      // once: an issued policy keeps nothing more
      stopped.current = true;
      writer.discard();
      return;
    }
    const c = s.context;
    // a snapshot whose context did not change (a clock's tick, a child's step) has nothing new to keep
    if (c === lastContext) return;
    lastContext = c;
    if (!keeping.worthKeeping(c)) return;
    const sale = keeping.kept(c);
    const json = JSON.stringify(sale);
    if (json === last) return;
    last = json;
    const settles = previous === null || previous.saved !== sale.saved || previous.draftId !== sale.draftId;
    previous = sale;
    pending = sale;
    clearTimeout(timer);
    if (settles) flush();
    else timer = setTimeout(flush, KEEP_DELAY_MS);
  });
  return {
    flush,
    stop() {
      flush();
      sub.unsubscribe();
    },
  };
}

/**
 * Keeps the policy while it is being assembled (keepSale); forgets it once issued. Returns `discard`: forget it now
 * ('Начать заново'), and keep nothing more of this page.
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
    const keeper = keepSale(
      actor as KeptSaleActor<C>,
      keeping,
      {
        save(sale) {
          // one write after the other: the last change is the one kept
          const now = Date.now();
          writing = writing.then(() => kept.save(userId, productType, sale, now).catch(() => {}));
        },
        discard() {
          writing = writing.then(() => kept.discard(userId, productType).catch(() => {}));
        },
      },
      stopped,
    );
    // a reload or a closed tab: what waits is written too (if the page lives long enough to seal it)
    window.addEventListener('pagehide', keeper.flush);
    return () => {
      keeper.stop();
      window.removeEventListener('pagehide', keeper.flush);
    };
  }, [actor, keeping, kept, userId, productType]);
  return useCallback(async () => {
    stopped.current = true;
    // after the writes under way: none of them puts the sale back
    writing = writing.then(() => kept.discard(userId, productType).catch(() => {}));
    await writing;
  }, [kept, userId, productType]);
}
