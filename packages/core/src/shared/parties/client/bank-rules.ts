import { fmt } from '../../i18n/ru';
import { validateIban } from '../../iban';
import { kbeFor, KBE_VALUES, type Kbe } from '../../kbe';
import type { ClientBank } from './contract';
import { ruClient } from './ru';

// The client's bank block, checked and filled in the client dialog only (the IBAN's validator and the banks' list
// stay out of the sale page's first render).

/** The bank block: all four or none; the IBAN by core's validator, the KBE one of 19/29/17/27 and the client's. */
export function bankError(bank: ClientBank, client: { resident: boolean; person: boolean }): string | null {
  const filled = [bank.iik, bank.bik, bank.name, bank.kbe].filter((v) => v.trim() !== '').length;
  if (filled === 0) return null;
  if (filled < 4) return ruClient.bankAllOrNone;
  const iban = validateIban(bank.iik);
  if (!iban.ok) return iban.message;
  if (!(KBE_VALUES as readonly string[]).includes(bank.kbe)) return ruClient.kbe;
  const expected = kbeFor({ resident: client.resident, person: client.person ? 1 : 2 });
  if (bank.kbe !== expected) return fmt(ruClient.kbeMismatch, { kbe: bank.kbe, expected });
  return null;
}

/** The IBAN typed (on leaving the field): cleaned, and for KZ the bank's BIK and name filled in. */
export function fillBankFromIban(
  bank: ClientBank,
  client: { resident: boolean; person: boolean },
): ClientBank {
  const iban = validateIban(bank.iik);
  if (!iban.ok) return { ...bank, iik: iban.iban };
  const kbe: Kbe = kbeFor({ resident: client.resident, person: client.person ? 1 : 2 });
  return {
    iik: iban.iban,
    bik: iban.bank?.bik ?? bank.bik,
    name: iban.bank?.name ?? bank.name,
    kbe: bank.kbe || kbe,
  };
}
