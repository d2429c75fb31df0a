import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { doneEvent, type ActorResultEvent } from '../../../shared/testing/runner';
import { policyModelMachine } from '../testing/policy-model-machine';
import {
  OGPO_ADMIN_USER,
  OGPO_BOTH_OFFERED,
  OGPO_COMPLETE_POLICY,
  OGPO_NOW,
  OGPO_SELLER_IP,
} from '../testing/fixtures';

const DRAFT = '01JDMA0000000000000000DRFT';

/** A child's result sent as the child would (the model machine's actors never settle), as the model runner does. */
const settle = (actor: { send(event: never): void }, event: ActorResultEvent) => actor.send(event as never);

/** A sale opened from its draft, its parties' documents then uploaded (issue 30 item 5, first half). */
function openedDraft() {
  const actor = createActor(policyModelMachine, {
    input: { productType: 1, number: DRAFT, user: OGPO_ADMIN_USER, now: OGPO_NOW, draft: DRAFT },
  }).start();
  settle(actor, doneEvent('loadIp', { ip: OGPO_SELLER_IP }));
  settle(actor, doneEvent('loadAvailability', OGPO_BOTH_OFFERED));
  settle(
    actor,
    doneEvent('loadDraft', { result: true, id: DRAFT, policy: { ...OGPO_COMPLETE_POLICY, number: DRAFT } }),
  );
  return actor;
}

describe('documents uploaded to a saved draft', () => {
  it('attach to the party without a change of the sale or a second save (the server keeps them: drafts.test.ts)', () => {
    const actor = openedDraft();
    expect(actor.getSnapshot().matches({ open: { draft: 'idle' } })).toBe(true);
    actor.send({ type: 'OPEN', target: { kind: 'documents', owner: { kind: 'insurer' } } });
    const images = [{ id: 7, type_id: 1, name: 'passport.jpg' }];
    settle(actor, doneEvent('documentsDialog', { kind: 'saved', record: { images } }));
    const s = actor.getSnapshot();
    // the documents are the insurer's; the draft is not saved again and the sale is not reset (4.1)
    expect(s.context.policy.insurer?.images).toEqual(images);
    expect(s.context.draftId).toBe(DRAFT);
    expect(s.matches({ open: { draft: 'idle' } })).toBe(true);
    expect(s.matches({ open: { sale: 'editing' } })).toBe(true);
  });
});
