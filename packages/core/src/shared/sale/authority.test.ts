import { describe, expect, it } from 'vitest';
import { saleWalk } from '../../testing/sale-walk';
import {
  NEW_SALE_LEDGER,
  saleAuthorityRu as ru,
  saleMaterial,
  saleStep,
  treatyRefusal,
  type SaleEvent,
  type SaleLedger,
} from './authority';
import { MONTH_TERMS } from './treaty';

/** The ledger after the events, each allowed (a refusal fails the test). */
function after(...events: SaleEvent[]): SaleLedger {
  return events.reduce((ledger, event) => {
    const r = saleStep(ledger, event);
    expect(r.refusal, `${event.type} refused`).toBeNull();
    return r.ledger;
  }, NEW_SALE_LEDGER);
}

const shown = (digest = 'A'): SaleEvent => ({ type: 'data', digest });

describe('the sale on the server (saleStep)', () => {
  it('refuses checkout before any calculation', () => {
    expect(saleStep(after(shown()), { type: 'checkout', premium: 1485, needsCode: false }).refusal).toEqual({
      status: 409,
      message: ru.notCalculated,
    });
  });

  it('a change after the calculation makes a new version: checkout asks for a new calculation', () => {
    const changed = after(shown(), { type: 'calculate', premium: 1485 }, shown('B'));
    expect(changed.version).toBe(2);
    expect(changed.calculated).toEqual({ version: 1, premium: 1485 });
    expect(saleStep(changed, { type: 'checkout', premium: 89_100, needsCode: false }).refusal?.message).toBe(
      ru.changed,
    );
  });

  it('the same data again is no change; a change voids the open links', () => {
    const calculated = after(shown(), { type: 'calculate', premium: 1485 });
    expect(saleStep(calculated, shown()).ledger).toBe(calculated);
    expect(saleStep(calculated, shown('B')).effects).toEqual(['void-links']);
    // the first data a sale shows voids nothing: it had no link
    expect(saleStep(NEW_SALE_LEDGER, shown()).effects).toEqual([]);
  });

  it('checkout charges the calculated premium of the current version only, and voids the earlier links', () => {
    const calculated = after(shown(), { type: 'calculate', premium: 1485 });
    expect(saleStep(calculated, { type: 'checkout', premium: 1485, needsCode: false })).toEqual({
      ledger: calculated,
      refusal: null,
      effects: ['void-links'],
    });
    expect(saleStep(calculated, { type: 'checkout', premium: 1000, needsCode: false }).refusal?.message).toBe(
      ru.changed,
    );
  });

  it('a premium of zero is never calculated nor charged', () => {
    expect(saleStep(after(shown()), { type: 'calculate', premium: 0 }).refusal).toEqual({
      status: 422,
      message: ru.zeroPremium,
    });
  });

  it('the code comes after the calculation and holds for its version only', () => {
    expect(saleStep(after(shown()), { type: 'code' }).refusal?.message).toBe(ru.codeBeforeCalculation);
    const confirmed = after(
      shown(),
      { type: 'calculate', premium: 16_625 },
      { type: 'code' },
      { type: 'code-confirmed' },
    );
    expect(saleStep(confirmed, { type: 'checkout', premium: 16_625, needsCode: true }).refusal).toBeNull();
    const recalculated = after(
      shown(),
      { type: 'calculate', premium: 16_625 },
      { type: 'code-confirmed' },
      shown('B'),
      { type: 'calculate', premium: 20_000 },
    );
    expect(saleStep(recalculated, { type: 'checkout', premium: 20_000, needsCode: true }).refusal).toEqual({
      status: 400,
      message: ru.noCode,
    });
  });

  it('a payment is applied once, through a link of the current version; any other is to be returned', () => {
    const calculated = after(shown(), { type: 'calculate', premium: 1485 });
    const paid = saleStep(calculated, { type: 'pay', version: 1, voided: false });
    expect(paid.refusal).toBeNull();
    expect(paid.ledger.paid).toBe(true);
    expect(saleStep(paid.ledger, { type: 'pay', version: 1, voided: false })).toMatchObject({
      refusal: { status: 409, message: ru.paidAlready },
      effects: ['return-payment'],
    });
    expect(saleStep(calculated, { type: 'pay', version: 1, voided: true })).toMatchObject({
      refusal: { status: 409, message: ru.linkVoided },
      effects: ['return-payment'],
    });
    const changed = saleStep(calculated, shown('B')).ledger;
    expect(saleStep(changed, { type: 'pay', version: 1, voided: false }).refusal?.message).toBe(
      ru.linkVoided,
    );
  });
});

describe('saleMaterial', () => {
  const policy = {
    number: '01J',
    product: 'DSD_FI',
    insurer: { client: { iin: '850315300128', phone: '+7(701) 555-0101' }, podft: null, images: [] },
    objects: [{ amount: 1_000_000, cost: 2_000_000, premium: 1485 }],
    treaty: { date: '2030-01-15', term: { unit: 'month', count: 12 }, end: '2031-01-14' },
    premium: 1485,
    calculationDate: '2030-01-14 10:00:00',
    manager: 3,
    paymentPhone: '+7(701) 555-0101',
  };

  it('ignores what the calculation, the payment and the attached documents set, and the order of keys', () => {
    const priced = {
      ...policy,
      premium: 2000,
      calculationDate: '2030-01-14 11:00:00',
      paymentPhone: '7',
      insurer: { images: [{ id: 1 }], podft: { status: 3 }, client: policy.insurer.client },
      objects: [{ premium: 2000, cost: 2_000_000, amount: 1_000_000 }],
    };
    expect(saleMaterial(priced)).toBe(saleMaterial(policy));
  });

  it('sees a change of a sum, a party, a date or the term', () => {
    const changes = [
      { ...policy, objects: [{ ...policy.objects[0], amount: 60_000_000 }] },
      { ...policy, insurer: { ...policy.insurer, client: { iin: '760911300022' } } },
      { ...policy, treaty: { ...policy.treaty, date: '2030-01-16' } },
      { ...policy, treaty: { ...policy.treaty, term: { unit: 'month', count: 6 } } },
    ];
    for (const changed of changes) expect(saleMaterial(changed)).not.toBe(saleMaterial(policy));
  });
});

describe('treatyRefusal', () => {
  // 2030-01-14 12:00 in Almaty
  const now = Date.parse('2030-01-14T07:00:00Z');
  const rule = { initial: { unit: 'month', count: 12 } as const, offered: () => true };

  it('the first day of cover is not before tomorrow in Almaty', () => {
    expect(
      treatyRefusal({ date: '2030-01-14', term: rule.initial, end: '2031-01-13' }, rule, { role: 3, now }),
    ).toEqual({ status: 422, message: 'Дата начала договора не может быть раньше 15.01.2030.' });
    expect(
      treatyRefusal({ date: '2030-01-15', term: rule.initial, end: '2031-01-14' }, rule, { role: 3, now }),
    ).toBeNull();
  });

  it('only the administrator changes the term, to one the product offers', () => {
    const six = MONTH_TERMS[5]!;
    const treaty = { date: '2030-01-15', term: six, end: '2030-07-14' };
    expect(treatyRefusal(treaty, rule, { role: 3, now })?.message).toBe(ru.termLocked);
    expect(treatyRefusal(treaty, rule, { role: 0, now })).toBeNull();
    expect(treatyRefusal(treaty, { ...rule, offered: () => false }, { role: 0, now })?.message).toBe(
      ru.termNotOffered,
    );
  });

  it('the last day of cover is the term’s', () => {
    expect(
      treatyRefusal({ date: '2030-01-15', term: rule.initial, end: '2031-06-01' }, rule, { role: 3, now })
        ?.message,
    ).toBe(ru.end);
  });
});

describe('the generated walk of out-of-order calls (saleWalk)', () => {
  it('reaches every refusal of the rule, for a product with the code and one without', () => {
    for (const needsCode of [true, false]) {
      const cases = saleWalk({ needsCode });
      const refusals = new Set(
        cases.flatMap((c) =>
          c.steps.map((s) => (s.expect.kind === 'refused' ? s.expect.refusal.message : null)),
        ),
      );
      const expected: string[] = [ru.notCalculated, ru.changed, ru.linkVoided, ru.paidAlready];
      if (needsCode) expected.push(ru.noCode, ru.codeBeforeCalculation);
      for (const message of expected) expect(refusals, message).toContain(message);
      // no path pays a sale that was not calculated at the version its link was made for
      for (const c of cases)
        for (const [i, s] of c.steps.entries())
          if (s.expect.kind === 'paid' && s.link !== undefined)
            expect(c.steps.slice(0, i).some((p) => p.expect.kind === 'link')).toBe(true);
    }
  });

  it('names each case by its calls', () => {
    const [first] = saleWalk({ needsCode: false, depth: 0 });
    expect(first?.name).toBe('change(B) changed');
    const checkoutFirst = saleWalk({ needsCode: false, depth: 0 }).find(
      (c) => c.steps[0]?.action === 'checkout',
    );
    expect(checkoutFirst?.name).toBe('checkout(A) refused 409');
  });
});
