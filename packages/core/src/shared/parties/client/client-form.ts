import type { ClientRecord } from './contract';
import type { ClientEnv, ClientOwnEvent } from './client-dialog.types';
import { fillBankFromIban } from './bank-rules';
import { ageExperienceId, changeFlag } from './rules';

/**
 * The client dialog's form as pure reducers (spec part 2 sections 3.3, 4.3, 5.1): what each form event makes of the
 * record. The machine's guards decide whether an event is taken (a verified document, a driver, who may be a
 * pensioner or an entrepreneur); these only apply it.
 */

/** The events of the form (the lookup dialog's form hooks, client-dialog.machine.ts). */
export type FormEvent = Extract<
  ClientOwnEvent,
  { type: 'CHANGE' | 'FLAG' | 'DOCUMENT' | 'EXPERIENCE' | 'PENSIONER' | 'ENTREPRENEUR' | 'IBAN' }
>;

const BLANK_ENTREPRENEUR = { name: '', number: '', address: '', date: '', activity_kind_id: null };

/** The record after a form event. */
export function editRecord(
  r: ClientRecord,
  event: FormEvent,
  env: Pick<ClientEnv, 'userRole' | 'productType'>,
): ClientRecord {
  switch (event.type) {
    case 'CHANGE': {
      const block = r[event.block];
      if (block === null) return r;
      const next = { ...r, [event.block]: { ...(block as object), ...event.patch } } as ClientRecord;
      // a person's title is their full name
      if (event.block === 'client' && next.filter.person)
        next.client.title = [next.client.surname, next.client.name, next.client.patronymic]
          .filter(Boolean)
          .join(' ');
      return next;
    }
    case 'FLAG':
      return {
        ...r,
        filter: changeFlag(r.filter, event.flag, event.value, {
          role: env.userRole,
          productType: env.productType,
        }),
      };
    case 'DOCUMENT':
      return { ...r, document: r.documents[event.index]! };
    case 'EXPERIENCE':
      return {
        ...r,
        driver: {
          ...r.driver!,
          experience: event.value,
          age_experience_id: ageExperienceId(r.driver!.age, event.value),
        },
      };
    case 'PENSIONER':
      return { ...r, driver: { ...r.driver!, pensioner: event.value } };
    case 'ENTREPRENEUR':
      // an entrepreneur is no pensioner (4.3)
      return {
        ...r,
        entrepreneur: event.value ? (r.entrepreneur ?? BLANK_ENTREPRENEUR) : null,
        driver: r.driver && event.value ? { ...r.driver, pensioner: false } : r.driver,
      };
    case 'IBAN':
      return { ...r, bank: fillBankFromIban(r.bank, r.filter) };
  }
}
