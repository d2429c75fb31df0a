import {
  RESCINDING_REASONS,
  type TerminationCall,
  type TerminationHistoryItem,
  type TerminationRequest,
  type TerminationSearchResult,
} from './contract';
import { cleanIban, validateIban } from '../../shared/iban';
import { kbeFor } from '../../shared/kbe';
import { isTerminationFormValid } from './validation';

/** The termination request of the modal: its types, defaults and the pure rules of its changes. */

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
export type BeneficiaryField = keyof TerminationRequest['beneficiary'];
export type BankField = 'bik' | 'name' | 'kbe';

export interface TerminationContext {
  target: TerminationTarget;
  /** The policy being terminated (null for a history item). */
  policy: TerminationSearchResult | null;
  termination: TerminationRequest;
  /** The generated application (base64 PDF). */
  document: string | null;
  /** Send the SMS once the document being generated is ready. */
  sendAfter: boolean;
  /** The customer confirmed the application (code accepted or check-otp true). */
  otpConfirmed: boolean;
  /** The code step starts at step 1, the code already sent (after a failed terminate). */
  resumeOtp: boolean;
  /** Message of the IBAN checked on focus-out. */
  ibanError: string | null;
  /** The last failure. */
  error: string | null;
}

export type TerminationEvent =
  | { type: 'CALCULATE' }
  | { type: 'SET_RETURN_TYPE'; value: 1 | 2 }
  | { type: 'CHANGE_IBAN'; value: string }
  | { type: 'BLUR_IBAN' }
  | { type: 'CHANGE_BANK'; field: BankField; value: string }
  | { type: 'SET_REASON'; value: RescindingReason }
  | { type: 'CHANGE_BENEFICIARY'; field: BeneficiaryField; value: string }
  | { type: 'SET_SIGNIN'; value: 1 | 2 }
  | { type: 'CHANGE_PHONE'; value: string }
  | { type: 'GENERATE' }
  | { type: 'SEND_SMS' }
  | { type: 'CHECK' }
  | { type: 'TERMINATE' };

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

export const emptyBeneficiary = (): TerminationRequest['beneficiary'] => ({
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
  const organisation = client.person === 2;
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
    returnType: 1,
    signinType: 2,
    rescindingReason: RESCINDING_REASONS.early,
    refund: 0,
    commission: 0,
    beneficiary: policy ? beneficiaryFromClient(policy.client) : emptyBeneficiary(),
    bank: { iik: '', bik: '', name: '', kbe: policy ? kbeFor(policy.client) : '' },
    otp: { phone: policy?.client.phone ?? '', code: '' },
  };
}

/** The termination data after a data event (the same object when the event changes nothing). */
export function nextTermination(context: TerminationContext, event: TerminationEvent): TerminationRequest {
  const t = context.termination;
  const card = t.returnType === 2;
  const withBank = (bank: Partial<TerminationRequest['bank']>) => ({ ...t, bank: { ...t.bank, ...bank } });
  switch (event.type) {
    case 'SET_RETURN_TYPE':
      if (event.value === t.returnType) return t;
      return {
        ...t,
        returnType: event.value,
        bank: { iik: '', bik: '', name: '', kbe: context.policy ? kbeFor(context.policy.client) : '' },
      };
    case 'CHANGE_IBAN': {
      const iik = cleanIban(event.value).slice(0, IBAN_MAX);
      return !card || iik === t.bank.iik ? t : withBank({ iik, bik: '', name: '' });
    }
    case 'BLUR_IBAN': {
      if (!card) return t;
      const check = validateIban(t.bank.iik);
      if (!check.ok || !check.bank) return t;
      const { bik, name } = check.bank;
      return bik === t.bank.bik && name === t.bank.name ? t : withBank({ bik, name });
    }
    case 'CHANGE_BANK': {
      if (!card) return t;
      const value =
        event.field === 'kbe'
          ? event.value.replace(/\D/g, '').slice(0, 2)
          : event.field === 'bik'
            ? event.value
                .replace(/[^0-9A-Za-z]/g, '')
                .toUpperCase()
                .slice(0, 11)
            : event.value;
      return value === t.bank[event.field] ? t : withBank({ [event.field]: value });
    }
    case 'SET_REASON':
      if (event.value === RESCINDING_REASONS.death)
        return { ...t, rescindingReason: event.value, beneficiary: emptyBeneficiary(), signinType: 2 };
      return {
        ...t,
        rescindingReason: event.value,
        beneficiary: context.policy ? beneficiaryFromClient(context.policy.client) : emptyBeneficiary(),
      };
    case 'CHANGE_BENEFICIARY': {
      const value = event.field === 'iin' ? event.value.replace(/\D/g, '').slice(0, IIN_LENGTH) : event.value;
      return value === t.beneficiary[event.field]
        ? t
        : { ...t, beneficiary: { ...t.beneficiary, [event.field]: value } };
    }
    default:
      return t;
  }
}

export const sameTermination = (a: TerminationRequest, b: TerminationRequest) =>
  a === b || JSON.stringify(a) === JSON.stringify(b);

/** The form's rule: isTerminationFormValid and, for card return, a valid IBAN. */
export function isTerminationReady(t: TerminationRequest): boolean {
  return isTerminationFormValid(t) && (t.returnType !== 2 || validateIban(t.bank.iik).ok);
}

export const isDeathReason = (reason: string) => reason === RESCINDING_REASONS.death;

export const callOf = (context: TerminationContext): TerminationCall => ({
  termination: context.termination,
  // the form exists only for a policy (a search result)
  policy: context.policy as TerminationSearchResult,
});

export const notProvided = (name: string) => () =>
  Promise.reject(new Error(`terminationMachine: provide the \`${name}\` actor`));

export const otpRequest = (context: TerminationContext): TerminationOtpRequest => ({
  ulid: context.termination.ulid,
  phone: context.termination.otp.phone,
});
