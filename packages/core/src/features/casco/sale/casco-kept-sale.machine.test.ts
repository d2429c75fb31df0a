import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { isSaleSaved } from '../../../shared/sale/draft-digest';
import { FI_ADMIN_USER, FI_SELLER_IP } from '../../../shared/sale/fi/testing/fixtures';
import type { KeptSale, SaleEmitted } from '../../../shared/sale/types';
import { doneEvent, type ActorResultEvent } from '../../../shared/testing/runner';
import { cascoModelMachine } from '../testing/casco.model';
import { CASCO_ENTITY_POLICY, CASCO_PERSON_POLICY, cascoInput } from '../testing/sale-fixtures';
import type { CascoPolicy } from '../contract';
import { cascoSale } from './casco-sale';

/**
 * The kernel's draft over a sale kept in the browser, on the casco machine (spec part 2 section 4.1; what every
 * path asserts is in the models' checkPutBack): what the page is told, and when the sale on the page counts as saved.
 */

const DRAFT = '01JDMA0000000000000000DRFT';
const OFFERED = ['DSAT_CASCO_FRE', 'DSAT_CASCO_TRL', 'DSAT_CASCO_SE1', 'DSAT_CASCO_SE2'].map((code) => ({
  code,
  status: 1,
}));
const UNSAVED: KeptSale<CascoPolicy> = { policy: CASCO_PERSON_POLICY, draftId: null, payment: null };

/** A child's result sent as the child would (the model machine's actors never settle). */
const settle = (actor: { send(event: never): void }, event: ActorResultEvent) => actor.send(event as never);

function opening(kept: KeptSale<CascoPolicy>) {
  const actor = createActor(cascoModelMachine, {
    input: cascoInput('DSAT_CASCO_FRE', FI_ADMIN_USER, { draft: DRAFT, kept }),
  }).start();
  const emitted: SaleEmitted['type'][] = [];
  actor.on('*', (e) => emitted.push(e.type));
  settle(actor, doneEvent('loadIp', { ip: FI_SELLER_IP }));
  settle(actor, doneEvent('loadAvailability', OFFERED));
  return { actor, emitted };
}
const draftFound = doneEvent('loadDraft', {
  result: true,
  id: DRAFT,
  policy: { ...CASCO_ENTITY_POLICY, number: DRAFT },
});
const saved = (s: { context: Parameters<typeof cascoSale.policyOf>[0] }) =>
  isSaleSaved(s.context, cascoSale.policyOf(s.context));

describe('a draft opened over a sale in progress', () => {
  it('the seller keeps the sale: the address leaves its draft, and the page shows the kept sale unsaved', () => {
    const { actor, emitted } = opening(UNSAVED);
    settle(actor, draftFound);
    expect(actor.getSnapshot().matches('confirmingDraft')).toBe(true);
    actor.send({ type: 'KEEP_SALE' });
    const s = actor.getSnapshot();
    expect(emitted).toEqual(['leaveDraft']);
    expect([s.context.policy.insurer, s.context.restored]).toEqual([CASCO_PERSON_POLICY.insurer, true]);
    expect(saved(s)).toBe(false);
  });

  it('a missing draft says so, leaves the address and puts the kept sale back', () => {
    const { actor, emitted } = opening(UNSAVED);
    settle(actor, doneEvent('loadDraft', { result: false }));
    expect(emitted).toEqual(['notice', 'leaveDraft']);
    expect(actor.getSnapshot().context.restored).toBe(true);
  });

  it('the draft opened is saved until a change; saving makes it saved again, a change while saving does not', () => {
    const { actor, emitted } = opening(UNSAVED);
    settle(actor, draftFound);
    actor.send({ type: 'OPEN_DRAFT' });
    expect(emitted).toEqual([]);
    expect(saved(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'SET_TREATY_DATE', date: '2026-12-01' });
    expect(saved(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'SAVE_DRAFT' });
    settle(actor, doneEvent('saveDraft', { id: DRAFT }));
    expect(saved(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'SAVE_DRAFT' });
    actor.send({ type: 'SET_TREATY_DATE', date: '2026-12-02' });
    settle(actor, doneEvent('saveDraft', { id: DRAFT }));
    expect(saved(actor.getSnapshot())).toBe(false);
  });
});
