import type { ClientRecord } from './contract';
import type { ClientField } from './fields';
import { fieldRuleErrors, missingFields } from './form-fields';
import { bankError } from './bank-rules';
import { documentError, duplicateError, entrepreneurError, partyKeyOf, type PartyKey } from './rules';
import { ruClient } from './ru';
import { ruParties } from '../ru';
import { validateIban } from '../../iban';
import type { ClientBank, ClientEntrepreneur } from './contract';

/**
 * Every message that keeps a client record from being saved, in the order the form shows them: the missing
 * required fields (one generic message), then the rules of 5.1. Empty: the record may be saved.
 */
export function clientErrors(r: ClientRecord, present: readonly PartyKey[] = []): string[] {
  const errors: string[] = [];
  if (missingFields(r).length > 0) errors.push(ruClient.incomplete);
  // the fields' own rules (a non-resident's names, the email), in the table's order
  for (const [, message] of fieldRuleErrors(r)) errors.push(message);
  for (const e of [
    entrepreneurError(r.entrepreneur),
    bankError(r.bank, r.filter),
    documentError(r.document, r.filter.resident && r.filter.verify),
    duplicateError(partyKeyOf(r), present),
  ])
    if (e) errors.push(e);
  return errors;
}

export const isClientSavable = (r: ClientRecord, present: readonly PartyKey[] = []) =>
  clientErrors(r, present).length === 0;

/** A field of the form that an error can stand beside: the matrix's fields, the bank's and the entrepreneur's. */
export type ClientFormField =
  | ClientField
  | `bank.${keyof ClientBank}`
  | `entrepreneur.${Exclude<keyof ClientEntrepreneur, 'activity_kind_id'>}`
  | 'entrepreneur.activity_kind_id';

/** The IBAN as it is checked on leaving its field (5.1): empty is no error (the bank block may be left blank). */
export function ibanFieldError(iik: string): string | null {
  if (iik.trim() === '') return null;
  const iban = validateIban(iik);
  return iban.ok ? null : iban.message;
}

/**
 * The errors beside their fields, in the form's order (the first is scrolled to and focused): an empty required
 * field, a non-resident's name, the email, the entrepreneur's block, the bank block, the document (unverified or
 * already in the policy), the IIN already in the policy. The same rules as `clientErrors`, placed.
 */
export function clientFieldErrors(
  r: ClientRecord,
  present: readonly PartyKey[] = [],
): Partial<Record<ClientFormField, string>> {
  const errors: Partial<Record<ClientFormField, string>> = {};
  const put = (field: ClientFormField, message: string | null) => {
    if (message && errors[field] === undefined) errors[field] = message;
  };
  const duplicate = duplicateError(partyKeyOf(r), present);
  if (duplicate)
    put(r.client.iin && duplicate.includes(r.client.iin) ? 'client.iin' : 'document.number', duplicate);
  for (const field of missingFields(r)) put(field, ruParties.required);
  for (const [field, message] of fieldRuleErrors(r)) put(field, message);
  put('document.number', documentError(r.document, r.filter.resident && r.filter.verify));
  if (r.entrepreneur) {
    const e = r.entrepreneur;
    for (const k of ['name', 'number', 'address', 'date'] as const)
      if (!e[k].trim()) put(`entrepreneur.${k}`, ruParties.required);
    if (e.activity_kind_id === null) put('entrepreneur.activity_kind_id', ruParties.required);
  }
  const bank = bankError(r.bank, r.filter);
  if (bank) {
    const iban = ibanFieldError(r.bank.iik);
    if (iban) put('bank.iik', iban);
    else if (bank === ruClient.bankAllOrNone) {
      const empty = (['iik', 'bik', 'name', 'kbe'] as const).find((k) => r.bank[k].trim() === '');
      put(`bank.${empty ?? 'iik'}`, bank);
    } else put('bank.kbe', bank);
  }
  return errors;
}
