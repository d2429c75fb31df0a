/**
 * What each text field of the termination form is (spec part 1 section 3 "Termination request"): its label, mask,
 * maximum length, whether it is required, its hint. The form only wires values and events to these descriptors,
 * so a new field is declared here once.
 */
import { IIN_MASK, PHONE_MASK } from '../../shared/phone';
import { TEXT_MAX } from '../../shared/api/limits';
import { ruTerminationModal as t } from './ru-modal';

export interface TerminationFieldDescriptor {
  label: string;
  mask?: string;
  maxLength?: number;
  required?: boolean;
  hint?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
}

/** An IBAN as typed, with the spaces of its printed form (KZ: 20 characters, the longest country's 34, in groups). */
const IBAN_TYPED_MAX = 42;

export const TERMINATION_FIELDS = {
  iik: { label: t.iban, hint: t.ibanHint, maxLength: IBAN_TYPED_MAX },
  bik: { label: t.bik, maxLength: TEXT_MAX.code },
  bankName: { label: t.bankName, maxLength: TEXT_MAX.title },
  beneficiaryIin: { label: t.beneficiaryIin, maxLength: IIN_MASK.length, inputMode: 'numeric' },
  surname: { label: t.surname, maxLength: TEXT_MAX.personName },
  name: { label: t.name, maxLength: TEXT_MAX.personName, required: true },
  patronymic: { label: t.patronymic, maxLength: TEXT_MAX.personName, hint: t.optional },
  phone: { label: t.phone, mask: PHONE_MASK, inputMode: 'tel' },
} as const satisfies Record<string, TerminationFieldDescriptor>;
