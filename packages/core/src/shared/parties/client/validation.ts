import type { ClientRecord } from './contract';
import { clientKind, missingFields } from './fields';
import {
  bankError,
  documentError,
  duplicateError,
  emailError,
  entrepreneurError,
  nonResidentNameError,
  partyKeyOf,
  type PartyKey,
} from './rules';
import { ruClient } from './ru';

/**
 * Every message that keeps a client record from being saved, in the order the form shows them: the missing
 * required fields (one generic message), then the rules of 5.1. Empty: the record may be saved.
 */
export function clientErrors(r: ClientRecord, present: readonly PartyKey[] = []): string[] {
  const errors: string[] = [];
  if (missingFields(r).length > 0) errors.push(ruClient.incomplete);
  const kind = clientKind(r);
  if (kind === 'nonResident') {
    for (const [value, field] of [
      [r.client.surname, 'Фамилия'],
      [r.client.name, 'Имя'],
      [r.client.surname_eng, 'Фамилия (лат.)'],
      [r.client.name_eng, 'Имя (лат.)'],
    ] as const) {
      const e = nonResidentNameError(value, field);
      if (e) errors.push(e);
    }
  }
  for (const e of [
    emailError(r.client.email),
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
