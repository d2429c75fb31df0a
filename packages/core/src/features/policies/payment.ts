import type { PolicyPaymentMethod } from './contract';
import { ruPolicies } from './ru';

/**
 * How a policy was paid, in the words the policy modal and policy.csv both use: Kaspi by its name (the mobile bank
 * is a way of paying of its own, not a card), a card, or cash and transfer; a policy without a payment of the
 * register is named by its payment_type (spec part 2 section 3.9: 0 cash or transfer, 1 card).
 */
export function paymentName(p: {
  payment_type: number;
  payment_method?: PolicyPaymentMethod | null;
}): string {
  const t = ruPolicies.table;
  if (p.payment_method === 'kaspi') return t.kaspi;
  if (p.payment_method === 'card') return t.card;
  if (p.payment_method === 'transfer') return t.cash;
  return p.payment_type === 1 ? t.card : t.cash;
}
