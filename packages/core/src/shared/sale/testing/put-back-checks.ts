import { expect } from 'vitest';
import { isSaleSaved } from '../draft-digest';
import { selectReplaceSale, selectShowsKeptSale } from '../kept-sale.view';
import type { KeptSale, SaleCore } from '../types';

/**
 * The kernel's opening of a draft over a sale kept in the browser, as every product's opening model checks it (spec
 * part 2 section 4.1; issue 43 items 5 and 21): an unsaved kept sale is asked about before the draft replaces it, a
 * saved one is replaced at once; the draft opens from tomorrow; the kept sale's notice shows exactly when the kept
 * sale is what the page shows; the sale is saved once the draft is opened or saved.
 */

interface Snapshot {
  context: SaleCore & { policy: unknown };
  matches(value: unknown): boolean;
}

interface Step {
  event: { type: string } | undefined;
  previous: unknown;
  input: { draft?: string | null; kept?: KeptSale<unknown> | null } | undefined;
}

export function checkPutBack(
  snapshot: unknown,
  step: Step,
  policyOf: (context: never) => unknown,
  tomorrow: string,
): void {
  const s = snapshot as Snapshot;
  const previous = step.previous as Snapshot | undefined;
  const { event, input } = step;
  const c = s.context;
  const saved = () => isSaleSaved(c, policyOf(c as never));
  const kept = input?.kept ?? null;
  // the question only while the seller decides; the kept sale's notice only while it is shown
  expect(selectReplaceSale(s) !== null).toBe(s.matches('confirmingDraft'));
  expect(selectShowsKeptSale(s)).toBe(s.matches('open') && c.restored);
  if (!event || !previous) return;
  switch (event.type) {
    case 'xstate.done.actor.loadDraft': {
      const out = (event as unknown as { output: { result: boolean; id?: string } }).output;
      if (s.matches('confirmingDraft')) {
        // an unsaved sale in progress is not replaced without asking: nothing is put on the page yet
        expect(kept).not.toBeNull();
        expect(kept?.saved).not.toBe(true);
        expect(selectReplaceSale(s)).toEqual({
          question: `Текущее оформление не сохранено. Открыть черновик №${out.id}?`,
          text: 'Данные текущего оформления, не сохранённые в черновик, будут потеряны.',
          openDraft: 'Открыть черновик',
          keep: 'Продолжить оформление',
        });
        expect([c.draftId, c.restored]).toEqual([null, false]);
      } else if (out.result && c.draftId === out.id) {
        // a draft replaces at once only a kept sale that is saved
        expect(kept === null || kept.saved === true).toBe(true);
        opened(s, tomorrow, saved());
      } else if (kept) {
        // no draft to open: the sale in progress comes back as it was
        expect(c.draftNotice).toBe('Черновик не найден');
        expect([c.restored, c.draftId, c.payment]).toEqual([true, kept.draftId, kept.payment]);
      }
      break;
    }
    case 'OPEN_DRAFT':
      if (previous.matches('confirmingDraft')) {
        expect(c.draftId).toBe(previous.context.pendingDraft?.id);
        opened(s, tomorrow, saved());
      }
      break;
    case 'KEEP_SALE':
      if (previous.matches('confirmingDraft')) {
        // the sale in progress as it was kept, unsaved, and no draft asked for any more
        expect(s.matches('open')).toBe(true);
        expect([c.restored, c.draftId, c.draftRequest, c.pendingDraft]).toEqual([
          true,
          kept?.draftId,
          null,
          null,
        ]);
        expect(saved()).toBe(false);
      }
      break;
    case 'xstate.done.actor.saveDraft':
      // what was saved is the draft now
      expect(saved()).toBe(true);
      break;
  }
}

/** A draft opened: its first day of cover tomorrow (4.1), no kept sale's notice, saved as it is. */
function opened(s: Snapshot, tomorrow: string, saved: boolean) {
  const c = s.context;
  expect(c.treaty.date).toBe(tomorrow);
  expect([c.restored, c.keptSale, c.pendingDraft, c.premium]).toEqual([false, null, null, null]);
  expect(saved).toBe(true);
}
