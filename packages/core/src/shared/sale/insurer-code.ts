import { emailError } from '../parties/client/field-rules';
import { phoneDigits } from '../phone';

/**
 * Where the one-time code to the insurer goes (spec part 2 sections 4.2, 7.2: otp/send answers `type` sms or mail):
 * by SMS to the insurer's phone; an insurer without a phone (a non-resident on Temporary entry may have none) but
 * with an e-mail gets it by mail. The page, otp/send, otp/verify and checkout read the same rule, so the code is
 * confirmed for the address checkout then asks about.
 */
export type InsurerCodeAddress = { type: 'sms'; to: string } | { type: 'mail'; to: string };

/** The insurer's address for the code (the phone's 11 digits, else the e-mail in lower case), or null for none. */
export function insurerCodeAddress(contact: {
  phone?: string | null;
  email?: string | null;
}): InsurerCodeAddress | null {
  const digits = phoneDigits(contact.phone ?? '');
  if (digits) return { type: 'sms', to: digits };
  const email = (contact.email ?? '').trim();
  return email !== '' && emailError(email) === null ? { type: 'mail', to: email.toLowerCase() } : null;
}
