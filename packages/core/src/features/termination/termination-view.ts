import { SIGNIN_TYPE, isTerminable, type TerminationRequest } from './contract';
import { fmt } from '../../shared/i18n/ru';
import { formatKzt } from '../../shared/money';
import { ruTerminationModal } from './ru-modal';
import { TERMINATION_INVALID } from './validation';
import { type CodeConfirmationSnapshot } from '../../shared/machines/code-confirmation.machine';
import {
  IDLE_CODE_VIEW,
  codeChildOf,
  selectCodeView,
  type CodeView,
} from '../../shared/machines/code-confirmation.view';
import {
  IDLE_DOCUMENT_VIEW,
  asDocumentSnapshot,
  selectDocumentView,
  type DocumentView,
} from '../../shared/machines/document.machine';
import type { TerminationSnapshot } from './termination.machine';
import { type TerminationTarget, isTerminationReady, isDeathReason } from './termination-request';

/** What the termination modal shows, read from the termination machine's snapshot (and its code step's). */

export type TerminationMode = 'details' | 'notCalculated' | 'calculating' | 'form' | 'terminating' | 'done';

/** The rows of the details list (raw values; the screen formats amounts and dates). */
export interface TerminationDetails {
  number: string;
  /** The policyholder's IIN/BIN. */
  iin: string;
  /** The policyholder's name (results only). */
  policyholder: string | null;
  product: string;
  premium: number;
  /** History items: the refund paid. */
  refund: number | null;
  signinType: 1 | 2 | null;
  returnType: 1 | 2 | null;
  /** Creation date as the server sends it. */
  created: string;
  dateFrom: string;
  dateTo: string;
  status: string;
  /** History items: the application, fetched when the item is opened (idle for a search result). */
  document: DocumentView;
}

export interface TerminationView {
  mode: TerminationMode;
  kind: TerminationTarget['kind'];
  details: TerminationDetails;
  /** A result whose status cannot be terminated (not 2 or 3). */
  notTerminable: boolean;
  termination: TerminationRequest;
  /** The form can be edited (not while terminating). */
  canEdit: boolean;
  canCalculate: boolean;
  /** The reason allows OTP signing (not the death of the policyholder). */
  otpAllowed: boolean;
  ibanError: string | null;
  /** The generated application (base64 PDF). */
  document: string | null;
  generating: boolean;
  canGenerate: boolean;
  /** The OTP code step (paper: not shown). Step 0's canSend is SEND_SMS (it may generate the document first). */
  code: CodeView;
  /** The phone can be edited: OTP, before a code was sent. */
  phoneEditable: boolean;
  canCheck: boolean;
  checking: boolean;
  /** The form is valid (refund above 0 included): 'Расторгнуть' is shown. */
  valid: boolean;
  /** 'Заполните данные корректно' when the form is not valid. */
  invalidMessage: string | null;
  /** 'Расторгнуть' is enabled (OTP: confirmed; nothing in progress). */
  canTerminate: boolean;
  /** OTP signing, not confirmed yet: the modal says why 'Расторгнуть' waits. */
  otpPending: boolean;
  /** The valid form has no document yet: 'Необходимо сформировать документ'. */
  documentMissing: boolean;
  terminating: boolean;
  /** 'Расторгнуть' was pressed: the question naming the contract and the refund, until confirmed or cancelled. */
  confirm: { title: string; text: string } | null;
  error: string | null;
}

function detailsOf(target: TerminationTarget, document: DocumentView): TerminationDetails {
  if (target.kind === 'history') {
    const i = target.item;
    return {
      number: i.global,
      iin: i.client_iin,
      policyholder: null,
      product: i.product,
      premium: i.premium,
      refund: i.refund,
      signinType: i.signinType,
      returnType: i.returnType,
      created: i.created_at,
      dateFrom: i.date_from,
      dateTo: i.date_to,
      status: i.status,
      document,
    };
  }
  const p = target.policy;
  return {
    number: p.number,
    iin: p.client.iin,
    policyholder: p.client.title,
    product: p.product.title,
    premium: p.premium,
    refund: null,
    signinType: null,
    returnType: null,
    created: p.date,
    dateFrom: p.date_from,
    dateTo: p.date_to,
    status: p.status.title,
    document: IDLE_DOCUMENT_VIEW,
  };
}

/** The code machine of the OTP step, if it runs. */
function selectTerminationCode(s: TerminationSnapshot): CodeConfirmationSnapshot | undefined {
  return codeChildOf(s);
}

function modeOf(s: TerminationSnapshot): TerminationMode {
  if (s.matches('details')) return 'details';
  if (s.matches('notCalculated')) return 'notCalculated';
  if (s.matches('calculating')) return 'calculating';
  if (s.matches('form')) return 'form';
  if (s.matches('done')) return 'done';
  return 'terminating';
}

/**
 * The customer confirmed the application: the signing region is 'confirmed', or the form was left to update and
 * terminate (which OTP signing reaches only confirmed).
 */
function isOtpConfirmed(s: TerminationSnapshot): boolean {
  if (s.matches({ form: { signing: 'confirmed' } })) return true;
  const left = s.matches('updating') || s.matches('terminating') || s.matches('done');
  return left && s.context.termination.signinType === SIGNIN_TYPE.otp;
}

export function selectTerminationView(s: TerminationSnapshot): TerminationView {
  const { context } = s;
  const t = context.termination;
  const mode = modeOf(s);
  const inForm = mode === 'form';
  const otp = t.signinType === SIGNIN_TYPE.otp;
  const confirmed = isOtpConfirmed(s);
  const generating = s.matches({ form: { document: 'generating' } });
  const sendsAfter = s.matches({ form: { document: { generating: 'thenSend' } } });
  const checking = s.matches({ form: { signing: { otp: 'checking' } } });
  const child = s.matches({ form: { signing: 'otp' } }) ? selectTerminationCode(s) : undefined;
  let code: CodeView = IDLE_CODE_VIEW;
  if (confirmed) {
    code = { ...IDLE_CODE_VIEW, step: 3, confirmed: true, phone: t.otp.phone, code: t.otp.code };
  } else if (child) {
    const own = selectCodeView(child);
    code = {
      ...own,
      canSend: own.step === 0 && s.can({ type: 'SEND_SMS' }),
      sending: own.sending || sendsAfter,
    };
  } else if (s.matches({ form: { signing: 'otp' } })) {
    code = {
      ...IDLE_CODE_VIEW,
      canSend: s.can({ type: 'SEND_SMS' }),
      sending: sendsAfter,
    };
  }
  const valid = isTerminationReady(t);
  const terminating = mode === 'terminating';
  return {
    mode,
    kind: context.target.kind,
    details: detailsOf(
      context.target,
      selectDocumentView(asDocumentSnapshot(s.children.document?.getSnapshot())),
    ),
    notTerminable: context.target.kind === 'result' && !isTerminable(context.target.policy.status.code),
    termination: t,
    canEdit: inForm,
    canCalculate: s.can({ type: 'CALCULATE' }),
    otpAllowed: !isDeathReason(t.rescindingReason),
    ibanError: context.ibanError,
    document: context.document,
    generating,
    canGenerate: s.can({ type: 'GENERATE' }),
    code,
    phoneEditable: inForm && otp && !confirmed && code.step === 0 && !code.sending,
    canCheck: s.can({ type: 'CHECK' }) && code.step > 0 && code.step < 3 && !code.verifying,
    checking,
    valid,
    invalidMessage: (inForm || terminating) && !valid ? TERMINATION_INVALID : null,
    canTerminate: inForm && valid && (!otp || confirmed) && !generating && !checking,
    otpPending: otp && !confirmed,
    documentMissing: inForm && valid && context.document === null,
    terminating,
    confirm: s.matches({ form: { confirmation: 'asking' } })
      ? {
          title: fmt(ruTerminationModal.confirmTitle, { number: context.policy?.number ?? '' }),
          text: fmt(ruTerminationModal.confirmRefund, { refund: formatKzt(t.refund) }),
        }
      : null,
    error: context.error,
  };
}
