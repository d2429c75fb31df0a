import * as z from 'zod/mini';
import { TEXT_MAX, textField } from '../../shared/api/limits';
import { sealedKey } from '../../shared/session/sealed';
import type { SessionKey, SessionStoreDeps } from '../../shared/session/session-store';
import type { PodftItemSnapshot, PodftKeptDecision } from './podft-item.machine';
import type { PodftReviewSnapshot } from './podft-review.machine';

/**
 * The officer's open record and its decision not saved yet, kept in the browser (issue 44 item 9, beyond the spec:
 * as a sale in progress is kept, an ended session never loses the officer's work). Sealed like the kept sale (AES-GCM,
 * a non-extractable key in IndexedDB) under a key of its own, one slot per officer; anything unreadable is dropped.
 * /podfts resumes it when it opens (RESUME); saving the decision or closing the record forgets it.
 */

/** The open record, and the decision chosen and typed while it is undecided (null: decided, or still loading). */
export interface PodftKeptReview {
  id: number;
  decision: PodftKeptDecision | null;
}

export const PODFT_KEPT_KEY_ID = 'podft-review';
export const podftKeptSlot = (userId: number) => `podft-review:${userId}`;

const KeptSchema = z.object({
  savedAt: z.number(),
  review: z.object({
    id: z.number().check(z.int(), z.gte(1)),
    decision: z.nullable(
      z.object({
        status: z.union([z.literal(2), z.literal(3), z.literal(4)]),
        comment: textField(TEXT_MAX.message),
      }),
    ),
  }),
});

export interface PodftKeptStore {
  load(userId: number): Promise<PodftKeptReview | null>;
  save(userId: number, review: PodftKeptReview, now: number): Promise<void>;
  discard(userId: number): Promise<void>;
}

export function createPodftKeptStore(deps: SessionStoreDeps): PodftKeptStore {
  const sealed = sealedKey(deps.indexedDB, deps.crypto, PODFT_KEPT_KEY_ID);
  // the key is read once: a write right before the page goes must not wait for another IndexedDB round trip
  let key: Promise<SessionKey> | null = null;
  const sealingKey = () =>
    (key ??= sealed.getOrCreate().catch((error: unknown) => {
      key = null;
      throw error;
    }));
  return {
    async load(userId) {
      const name = podftKeptSlot(userId);
      const stored = deps.storage.getItem(name);
      if (stored === null) return null;
      try {
        const opening = await sealed.read();
        if (!opening) throw new Error('no key');
        const parsed = KeptSchema.safeParse(JSON.parse(await sealed.open(opening, name, stored)));
        if (!parsed.success) throw new Error('shape');
        return parsed.data.review;
      } catch {
        deps.storage.removeItem(name);
        return null;
      }
    },
    async save(userId, review, now) {
      const name = podftKeptSlot(userId);
      const sealing = await sealingKey();
      deps.storage.setItem(name, await sealed.seal(sealing, name, JSON.stringify({ savedAt: now, review })));
    },
    async discard(userId) {
      deps.storage.removeItem(podftKeptSlot(userId));
    },
  };
}

/**
 * What /podfts keeps of the review: the record open in the modal with its undecided decision as chosen and typed
 * (while it loads, the decision kept for it), or null when no record is open. `item` is the modal's snapshot (the
 * review's child 'item').
 */
export function selectKeptReview(
  review: Pick<PodftReviewSnapshot, 'matches'>,
  item: PodftItemSnapshot | undefined,
): PodftKeptReview | null {
  if (!review.matches({ active: 'reviewing' }) || !item || item.status !== 'active') return null;
  const c = item.context;
  if (!c.item || item.matches('loading') || item.matches('failed')) return { id: c.id, decision: c.kept };
  return {
    id: c.id,
    decision: c.item.checked === null ? { status: c.status, comment: c.comment } : null,
  };
}
