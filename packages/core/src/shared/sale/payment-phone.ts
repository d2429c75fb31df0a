import { isCompletePhone } from '../phone';
import type { PolicyClient } from './contract';

/**
 * The payment phone (spec part 2 sections 4.1, 5.4, 5.6), every product's: a natural-person insurer pays by phone
 * ('+7(###) ###-####'); once calculated, the insurer's phone is copied to an empty payment phone, and an empty one
 * becomes '7'.
 */

export const needsPaymentPhone = (insurer: PolicyClient | null): boolean =>
  insurer !== null && insurer.filter.person;

export const paymentPhoneReady = (insurer: PolicyClient | null, phone: string): boolean =>
  !needsPaymentPhone(insurer) || isCompletePhone(phone);

export function paymentPhoneAfterCalculation(phone: string, insurer: PolicyClient | null): string {
  if (phone && phone !== '7') return phone;
  return insurer?.client.phone || '7';
}
