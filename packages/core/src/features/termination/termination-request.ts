import {
  RESCINDING_REASONS,
  RETURN_TYPE,
  SIGNIN_TYPE,
  type TerminationCall,
  type TerminationHistoryItem,
  type TerminationRequest,
  type TerminationSearchResult,
} from './contract';
import { cleanIban, validateIban } from '../../shared/iban';
import { PERSON_KIND, kbeFor } from '../../shared/kbe';
import { isTerminationFormValid } from './validation';

/**
 * The termination request of the modal (spec part 1 sections 3 and 5): its types, defaults and the pure rules of
 * an edit. The machine applies every edit through nextTermination and re-checks the form; a new field of the
 * request needs its schema in contract.ts and, if it must be cleaned, a line in FIELD_CLEANERS below.
 */

export type TerminationTarget =
  { kind: 'result'; policy: TerminationSearchResult } | { kind: 'history'; item: TerminationHistoryItem };

export interface TerminationInput {
  target: TerminationTarget;
  /** The new request's ulid; generated when absent (tests pass a fixed one). */
  ulid?: string;
}

/** The code machine's request: what send-sms needs. */
export interface TerminationOtpRequest {
  ulid: string;
  /** Masked phone '+7(701) 555-0101'. */
  phone: string;
}

export type RescindingReason = TerminationRequest['rescindingReason'];
export type ReturnTypeCode = TerminationRequest['returnType'];
export type SigninTypeCode = TerminationRequest['signinType'];
export type BeneficiaryField = keyof TerminationRequest['beneficiary'];
export type BankField = keyof TerminationRequest['bank'];

/** One edit of the request's data: the field (a path into the request) and its new value. */
export type TerminationEdit =
  | { field: 'returnType'; value: ReturnTypeCode }
  | { field: 'rescindingReason'; value: RescindingReason }
  | { field: `bank.${BankField}`; value: string }
  | { field: `beneficiary.${BeneficiaryField}`; value: string };
export type TerminationField = TerminationEdit['field'];

export interface TerminationContext {
  target: TerminationTarget;
  /** The policy being terminated (null for a history item). */
  policy: TerminationSearchResult | null;
  termination: TerminationRequest;
  /** The generated application (base64 PDF). */
  document: string | null;
  /** Message of the IBAN checked on focus-out. */
  ibanError: string | null;
  /** The last failure. */
  error: string | null;
}

export type TerminationEvent =
  | { type: 'CALCULATE' }
  | ({ type: 'EDIT' } & TerminationEdit)
  /** The IBAN field lost focus: a valid Kazakh IBAN fills BIK and bank name, an invalid one shows its message. */
  | { type: 'BLUR_IBAN' }
  | { type: 'SET_SIGNIN'; value: SigninTypeCode }
  | { type: 'CHANGE_PHONE'; value: string }
  | { type: 'GENERATE' }
  | { type: 'SEND_SMS' }
  | { type: 'CHECK' }
  | { type: 'TERMINATE' }
  | { type: 'CONFIRM_TERMINATE' }
  | { type: 'CANCEL_TERMINATE' };

export type TerminationEmitted = { type: 'failure'; message: string };

export interface TerminationOutput {
  number: string;
}

export interface TerminationCalculation {
  refund: number;
  commission: number;
}

export interface CheckOtpAnswer {
  result: boolean;
  message?: string | undefined;
}

const IBAN_MAX = 34;
const IIN_LENGTH = 12;
const digits = (max: number) => (v: string) => v.replace(/\D/g, '').slice(0, max);

/** How an edited value is kept (spec part 1 section 5): IBAN cleaned and uppercased, BIK, KBE, IIN digits. */
const FIELD_CLEANERS: Partial<Record<TerminationField, (value: string) => string>> = {
  'bank.iik': (v) => cleanIban(v).slice(0, IBAN_MAX),
  'bank.bik': (v) =>
    v
      .replace(/[^0-9A-Za-z]/g, '')
      .toUpperCase()
      .slice(0, 11),
  'bank.kbe': digits(2),
  'beneficiary.iin': digits(IIN_LENGTH),
};

const emptyBeneficiary = (): TerminationRequest['beneficiary'] => ({
  iin: '',
  surname: '',
  name: '',
  patronymic: '',
});

/** The beneficiary of an early termination: the policy's client (its name parts, else its title split). */
export function beneficiaryFromClient(
  client: TerminationSearchResult['client'],
): TerminationRequest['beneficiary'] {
  const parts = client.title.trim().split(/\s+/).filter(Boolean);
  const organisation = client.person === PERSON_KIND.legal;
  return {
    iin: client.iin.replace(/\D/g, '').slice(0, IIN_LENGTH),
    surname: client.surname ?? (organisation ? '' : (parts[0] ?? '')),
    name: client.name ?? (organisation ? client.title.trim() : (parts[1] ?? '')),
    patronymic: client.patronymic ?? (organisation ? '' : parts.slice(2).join(' ')),
  };
}

/** A new request for the policy with the spec's defaults. */
export function newTerminationRequest(
  policy: TerminationSearchResult | null,
  ulid: string,
): TerminationRequest {
  return {
    ulid,
    returnType: RETURN_TYPE.cash,
    signinType: SIGNIN_TYPE.paper,
    rescindingReason: RESCINDING_REASONS.early,
    refund: 0,
    commission: 0,
    beneficiary: policy ? beneficiaryFromClient(policy.client) : emptyBeneficiary(),
    bank: { iik: '', bik: '', name: '', kbe: policy ? kbeFor(policy.client) : '' },
    otp: { phone: policy?.client.phone ?? '', code: '' },
  };
}

/** The termination data after an edit (the same object when the edit changes nothing). */
function nextTermination(context: TerminationContext, edit: TerminationEdit): TerminationRequest {
  const t = context.termination;
  const card = t.returnType === RETURN_TYPE.card;
  switch (edit.field) {
    case 'returnType':
      if (edit.value === t.returnType) return t;
      return {
        ...t,
        returnType: edit.value,
        bank: { iik: '', bik: '', name: '', kbe: context.policy ? kbeFor(context.policy.client) : '' },
      };
    case 'rescindingReason':
      if (isDeathReason(edit.value))
        return {
          ...t,
          rescindingReason: edit.value,
          beneficiary: emptyBeneficiary(),
          signinType: SIGNIN_TYPE.paper,
        };
      return {
        ...t,
        rescindingReason: edit.value,
        beneficiary: context.policy ? beneficiaryFromClient(context.policy.client) : emptyBeneficiary(),
      };
  }
  const value = FIELD_CLEANERS[edit.field]?.(edit.value) ?? edit.value;
  const [group, key] = edit.field.split('.') as ['bank', BankField] | ['beneficiary', BeneficiaryField];
  if (group === 'beneficiary')
    return value === t.beneficiary[key] ? t : { ...t, beneficiary: { ...t.beneficiary, [key]: value } };
  // bank data exists for card return only; a new IBAN clears BIK and bank name (refilled on focus-out)
  if (!card || value === t.bank[key]) return t;
  return { ...t, bank: { ...t.bank, [key]: value, ...(key === 'iik' ? { bik: '', name: '' } : {}) } };
}

/** The IBAN field lost focus: a valid Kazakh IBAN fills BIK and bank name (card return only). */
function checkedIban(t: TerminationRequest): TerminationRequest {
  if (t.returnType !== RETURN_TYPE.card) return t;
  const check = validateIban(t.bank.iik);
  if (!check.ok || !check.bank) return t;
  const { bik, name } = check.bank;
  return bik === t.bank.bik && name === t.bank.name ? t : { ...t, bank: { ...t.bank, bik, name } };
}

/** The data after a data event (EDIT or BLUR_IBAN); any other event leaves it as it is. */
export function afterEvent(context: TerminationContext, event: TerminationEvent): TerminationRequest {
  if (event.type === 'EDIT') return nextTermination(context, event);
  if (event.type === 'BLUR_IBAN') return checkedIban(context.termination);
  return context.termination;
}

export const sameTermination = (a: TerminationRequest, b: TerminationRequest) =>
  a === b || JSON.stringify(a) === JSON.stringify(b);

/** The form's rule: isTerminationFormValid and, for card return, a valid IBAN. */
export function isTerminationReady(t: TerminationRequest): boolean {
  return isTerminationFormValid(t) && (t.returnType !== RETURN_TYPE.card || validateIban(t.bank.iik).ok);
}

export const isDeathReason = (reason: string) => reason === RESCINDING_REASONS.death;

export const callOf = (context: TerminationContext): TerminationCall => ({
  termination: context.termination,
  // the form exists only for a policy (a search result)
  policy: context.policy as TerminationSearchResult,
});

export const otpRequest = (context: TerminationContext): TerminationOtpRequest => ({
  ulid: context.termination.ulid,
  phone: context.termination.otp.phone,
});
