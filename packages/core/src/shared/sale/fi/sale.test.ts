import { describe, expect, it } from 'vitest';
import { OGPO_CLIENT_LEGAL, OGPO_CLIENT_RESIDENT } from '../../parties/client/testing/fixtures';
import { NO_FI_CHECKS, NO_FI_PARTIES, type FiParties } from './parties';
import { fiEdit, fiPartiesOf, fiPolicyParties, fiVerificationOutcome, policyInsureds } from './sale';
import { blankSignatory } from './signatory';
import { saleMaterial } from '../authority';

const person: FiParties = { ...NO_FI_PARTIES, insurer: OGPO_CLIENT_RESIDENT, isDrive: true };
const entity: FiParties = { ...NO_FI_PARTIES, insurer: OGPO_CLIENT_LEGAL, signatory: blankSignatory() };

describe('the financial-institution parties (spec part 2 sections 3.2, 4.1, 5.6)', () => {
  it('lists the insurer first among the insureds when it is also insured, and puts it back out of the list', () => {
    expect(policyInsureds(person)).toEqual([OGPO_CLIENT_RESIDENT]);
    const sent = fiPolicyParties(person);
    expect(sent.insureds).toEqual([OGPO_CLIENT_RESIDENT]);
    expect(fiPartiesOf(sent)).toEqual({ ...person, checks: NO_FI_CHECKS });
  });

  it('sends no signatory for a person, the block for a legal entity', () => {
    expect(fiPolicyParties({ ...person, signatory: blankSignatory() }).signatory).toBeNull();
    expect(fiPolicyParties(entity).signatory).toEqual(blankSignatory());
  });

  it('the checkbox needs an insurer and drops the calculation; the signatory and the payment date do not', () => {
    expect(fiEdit(NO_FI_PARTIES, { isDrive: true })).toBeNull();
    expect(fiEdit({ ...person, isDrive: false }, { isDrive: true })).toEqual({
      parties: { isDrive: true },
      resets: true,
    });
    expect(fiEdit(entity, { paymentDate: '2026-12-01' })).toEqual({
      parties: { paymentDate: '2026-12-01' },
      resets: false,
    });
    const signed = fiEdit(entity, {
      signatory: { ...blankSignatory(), surname: 'Сулейменов', iin: '7609 1130 0022' },
    });
    expect(signed?.resets).toBe(false);
    expect(signed?.parties.signatory).toMatchObject({ surname: 'Сулейменов', iin: '760911300022' });
    // a person has no signatory to edit
    expect(fiEdit(person, { signatory: blankSignatory() })).toBeNull();
  });

  it("the company's signatory of the contract panel (2.3, issue 43 item 18): kept, saved, put back; not material", () => {
    // chosen for any insurer, a person's too: it signs for the insurance company; it does not drop the calculation
    expect(fiEdit(person, { signatoryId: 2 })).toEqual({ parties: { signatoryId: 2 }, resets: false });
    expect(fiEdit({ ...person, signatoryId: 2 }, { signatoryId: 2 })).toEqual({ parties: {}, resets: false });
    expect(fiEdit({ ...person, signatoryId: 2 }, { signatoryId: null })).toEqual({
      parties: { signatoryId: null },
      resets: false,
    });
    const sent = fiPolicyParties({ ...entity, signatoryId: 3 });
    expect(sent.signatoryId).toBe(3);
    expect(fiPartiesOf(sent).signatoryId).toBe(3);
    // a policy saved before the panel offered it has none
    const { signatoryId: _none, ...older } = sent;
    expect(fiPartiesOf(older).signatoryId).toBeNull();
    // who signs changes neither the premium nor what the insurer confirmed: the same version of the sale
    expect(saleMaterial({ ...sent, signatoryId: 1 })).toBe(saleMaterial(sent));
  });

  it('marks each card from its answer: the insurer, the insureds, then the bank', () => {
    const parties = {
      ...person,
      isDrive: false,
      insureds: [OGPO_CLIENT_RESIDENT],
      beneficiary: OGPO_CLIENT_LEGAL,
    };
    const ok = { success: true, result: true };
    const outcome = fiVerificationOutcome(parties, {
      terminal: null,
      clients: [
        ok,
        { success: true, podft: { status: 1, message: 'На проверке' } },
        { success: false, message: 'Нет' },
      ],
    });
    expect(outcome.checks).toEqual({ insurer: 'ok', insureds: ['podft'], beneficiary: 'failed' });
    expect(outcome.verdict).toEqual({ kind: 'failed', message: 'Нет' });
    expect(outcome.parties.insureds[0]?.podft).toMatchObject({ status: 1, success: false });
  });
});
