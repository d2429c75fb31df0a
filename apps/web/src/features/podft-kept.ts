// The officer's open record and its decision not saved yet, kept in the browser (core's sealed store, a key of its
// own, one slot per officer): read when /podfts opens and resumed there, written while the officer works, forgotten
// once the decision is saved or the record closed. An ended session (or a reload) never loses that work.
import { useEffect, useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import {
  createPodftKeptStore,
  selectKeptReview,
  type PodftItemSnapshot,
  type PodftKeptReview,
  type PodftKeptStore,
  type PodftReviewSnapshot,
} from '@sakta/core/podft';
import { browserStorage } from '../lib/browser-storage';
import { useChildSnapshot } from '../lib/child-snapshot';

let store: PodftKeptStore | null = null;
const keptStore = () => (store ??= createPodftKeptStore({ indexedDB, crypto, storage: browserStorage }));

/** The writes and the discards in their order: a page that opens reads after them (the last change is in). */
let writing: Promise<unknown> = Promise.resolve();
const queue = (op: () => Promise<void>) => {
  writing = writing.then(() => op().catch(() => {}));
};

/** Typing is sealed once the officer has paused this long; another record, or none, is kept at once. */
export const KEEP_DELAY_MS = 400;

export interface ReviewWriter {
  save(review: PodftKeptReview): void;
  discard(): void;
}

/**
 * What to keep as the review changes (`show`): a change of the comment or the decision of the same record once the
 * officer pauses, another record or none at once; `flush` writes what waits now (the page is going).
 */
export function reviewKeeper(writer: ReviewWriter) {
  let last: string | null = null;
  let shown: PodftKeptReview | null = null;
  let pending: { review: PodftKeptReview | null } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    const next = pending;
    pending = null;
    if (!next) return;
    if (next.review) writer.save(next.review);
    else writer.discard();
  };
  return {
    show(review: PodftKeptReview | null) {
      const json = JSON.stringify(review);
      if (json === last) return;
      const sameRecord = last !== null && shown !== null && review !== null && shown.id === review.id;
      last = json;
      shown = review;
      pending = { review };
      clearTimeout(timer);
      if (sameRecord) timer = setTimeout(flush, KEEP_DELAY_MS);
      else flush();
    },
    flush,
  };
}

/**
 * Resumes the kept review of `userId` on the review `actor` (RESUME, taken only while no record is open), then keeps
 * what the actor shows: the open record and its undecided decision, or nothing once it is saved or closed.
 */
export function useKeptReview(actor: AnyActorRef, userId: number): void {
  const review = useSelector(actor, (s) => s as PodftReviewSnapshot);
  const item = useChildSnapshot(actor, 'item') as PodftItemSnapshot | undefined;
  const json = JSON.stringify(selectKeptReview(review, item));
  // nothing is written before what was kept has been read (the page opening empty would forget it)
  const [ready, setReady] = useState(false);
  const keeper = useMemo(
    () =>
      reviewKeeper({
        save: (kept) => {
          const now = Date.now();
          queue(() => keptStore().save(userId, kept, now));
        },
        discard: () => queue(() => keptStore().discard(userId)),
      }),
    [userId],
  );

  useEffect(() => {
    let live = true;
    writing
      .then(() => keptStore().load(userId))
      .catch(() => null)
      .then((kept) => {
        if (!live) return;
        if (kept) actor.send({ type: 'RESUME', id: kept.id, decision: kept.decision });
        setReady(true);
      });
    return () => {
      live = false;
    };
  }, [actor, userId]);

  useEffect(() => {
    if (ready) keeper.show(JSON.parse(json) as PodftKeptReview | null);
  }, [json, ready, keeper]);

  // the page left (the session ended, another page, a reload or a closed tab): what waits is written now
  useEffect(() => {
    window.addEventListener('pagehide', keeper.flush);
    return () => {
      window.removeEventListener('pagehide', keeper.flush);
      keeper.flush();
    };
  }, [keeper]);
}
