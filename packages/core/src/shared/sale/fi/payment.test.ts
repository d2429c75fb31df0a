import { describe, expect, it } from 'vitest';
import { OGPO_CHIEF_SAVED } from '../../parties/chief/testing/fixtures';
import { OGPO_CLIENT_LEGAL, OGPO_CLIENT_RESIDENT } from '../../parties/client/testing/fixtures';
import { fiPaymentHints, fiPaysOnline, paymentDateValid, type FiPaymentFacts } from './payment';
import { ruFi } from './ru';

const MIN = '2026-11-28';
const signatory = {
  resident: true,
  iin: '850315300128',
  surname: 'Ахметов',
  name: 'Ерлан',
  patronymic: '',
  position: 'Директор',
  foundation_type: 'Устав' as const,
  foundation_number: '',
  foundation_date: '',
};
const entity: FiPaymentFacts = {
  insurer: OGPO_CLIENT_LEGAL,
  leader: OGPO_CHIEF_SAVED,
  owners: [OGPO_CHIEF_SAVED],
  signatory,
  paymentDate: MIN,
  minDate: MIN,
};

describe('paying a financial-institution policy (spec part 2 section 5.6)', () => {
  it('a legal entity with signatory, payment date, leader and an owner pays by transfer only', () => {
    expect(fiPaymentHints(entity, 'transfer')).toEqual([]);
    expect(fiPaysOnline(OGPO_CLIENT_LEGAL)).toBe(false);
    expect(fiPaymentHints(entity, 'card')).toEqual([ruFi.hints.entityTransfer]);
    expect(fiPaymentHints(entity, 'kaspi')).toEqual([ruFi.hints.entityTransfer]);
  });

  it('a transfer needs the payment date not before tomorrow, the leader and at least one owner', () => {
    expect(fiPaymentHints({ ...entity, paymentDate: '', leader: null, owners: [] }, 'transfer')).toEqual([
      ruFi.hints.paymentDate,
      ruFi.hints.leader,
      ruFi.hints.owner,
    ]);
    expect(paymentDateValid('2026-11-27', MIN)).toBe(false);
    expect(paymentDateValid('2026-02-30', MIN)).toBe(false);
    expect(paymentDateValid('2026-12-01', MIN)).toBe(true);
  });

  it('every way needs a valid signatory', () => {
    expect(fiPaymentHints({ ...entity, signatory: null }, 'transfer')).toEqual([ruFi.hints.signatory]);
  });

  it('a person needs no signatory, leader or owners and may pay by Epay or Kaspi', () => {
    const person = { ...entity, insurer: OGPO_CLIENT_RESIDENT, signatory: null, leader: null, owners: [] };
    expect(fiPaymentHints(person, 'card')).toEqual([]);
    expect(fiPaymentHints(person, 'kaspi')).toEqual([]);
    expect(fiPaymentHints({ ...person, paymentDate: '' }, 'transfer')).toEqual([ruFi.hints.paymentDate]);
  });
});
