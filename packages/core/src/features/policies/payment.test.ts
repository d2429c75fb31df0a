import { describe, expect, it } from 'vitest';
import { paymentName } from './payment';

describe('paymentName', () => {
  it("issue 44 item 10: a Kaspi payment says 'Kaspi', not a card", () => {
    expect(paymentName({ payment_type: 1, payment_method: 'kaspi' })).toBe('Kaspi');
    expect(paymentName({ payment_type: 1, payment_method: 'card' })).toBe('Картой');
    expect(paymentName({ payment_type: 0, payment_method: 'transfer' })).toBe('Наличными/переводом');
  });

  it('a policy without a payment of the register: by its payment_type (3.9)', () => {
    expect(paymentName({ payment_type: 1, payment_method: null })).toBe('Картой');
    expect(paymentName({ payment_type: 0 })).toBe('Наличными/переводом');
  });
});
