import { describe, expect, it } from 'vitest';
import { ru } from '../../shared/i18n/ru';
import { formatKzt } from '../../shared/money';
import { ruTerminationModal } from './ru-modal';
import { ruIban } from '../../shared/i18n/ru-iban';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { codeStepEvents, terminationModel } from './testing/termination.model';
import {
  CLIENT_PHONE,
  REFUND,
  TERMINATION_PDF,
  TERMINATION_ULID,
  VALID_IBAN,
  VALID_IBAN_BANK,
  historyItem,
  terminablePolicy,
} from './testing/fixtures';
import { TERMINATION_INVALID } from './validation';
import { beneficiaryFromClient, isTerminationReady, type TerminationSnapshot } from './termination.machine';
import { selectTerminationView } from './termination-view';
import { childInput } from '../../shared/testing/xstate-adapter';

type Model = typeof terminationModel.machine;

const inputOf = (s: TerminationSnapshot, id: string) => childInput(s.children[id as 'code']);

const signing = (s: TerminationSnapshot) =>
  s.matches({ form: { signing: 'paper' } })
    ? 'paper'
    : s.matches({ form: { signing: 'confirmed' } })
      ? 'confirmed'
      : s.matches({ form: { signing: 'otp' } })
        ? 'otp'
        : null;

/** The data events: every edit, and the IBAN's focus-out (which may fill BIK and bank name). */
const DATA_EVENTS = new Set(['EDIT', 'BLUR_IBAN']);

function checkStep(s: TerminationSnapshot, { event, previous }: StepInfo<Model>) {
  const view = selectTerminationView(s);
  const t = s.context.termination;
  // a new request gets the ulid; the beneficiary IIN keeps at most 12 digits
  expect(t.ulid).toBe(TERMINATION_ULID);
  expect(t.beneficiary.iin).toMatch(/^\d{0,12}$/);

  if (s.matches('details')) {
    expect(view.mode).toBe('details');
    expect(view.canCalculate).toBe(false);
    if (view.kind === 'history') {
      expect(view.details).toMatchObject({
        number: historyItem.global,
        iin: historyItem.client_iin,
        refund: historyItem.refund,
        signinType: 1,
        returnType: 2,
      });
      // the application loads in the child 'document' (the model's loader never answers)
      expect(view.details.document.status).toBe(
        s.matches({ details: 'withApplication' }) ? 'loading' : 'idle',
      );
    } else {
      // a result that cannot be terminated: details only
      expect(view.notTerminable).toBe(true);
      expect(view.details.refund).toBeNull();
    }
  }
  if (s.matches('notCalculated')) {
    expect(view.mode).toBe('notCalculated');
    expect(view.canCalculate).toBe(true);
    expect(t.refund).toBe(0);
  }
  if (s.matches('calculating')) {
    expect(view.mode).toBe('calculating');
    expect(s.hasTag('loading')).toBe(true);
    expect(inputOf(s, 'calculate')).toEqual({ termination: t, policy: terminablePolicy });
  }

  if (s.matches('form')) {
    expect(view.mode).toBe('form');
    expect(view.canEdit).toBe(true);
    expect({ refund: t.refund, commission: t.commission }).toEqual(REFUND);
    // signing: paper is signinType 2; the death of the policyholder allows paper only
    const sign = signing(s);
    expect(sign === 'paper').toBe(t.signinType === 2);
    if (t.rescindingReason === '00000000020') {
      expect(sign).toBe('paper');
      expect(view.otpAllowed).toBe(false);
    } else expect(view.otpAllowed).toBe(true);
    expect(view.code.step === 3).toBe(sign === 'confirmed');
    // document region follows the document
    expect(s.matches({ form: { document: 'ready' } })).toBe(s.context.document !== null);
    expect(view.document).toBe(s.context.document);
    // cash carries no bank data
    if (t.returnType === 1) expect([t.bank.iik, t.bank.bik, t.bank.name]).toEqual(['', '', '']);
    // validity: 'Расторгнуть' shown for a valid form; otherwise 'Заполните данные корректно'
    expect(view.valid).toBe(isTerminationReady(t));
    expect(view.invalidMessage).toBe(view.valid ? null : TERMINATION_INVALID);
    expect(view.canGenerate).toBe(s.matches({ form: { document: 'none' } }) && view.valid);
    // disabled for OTP until confirmed
    expect(view.canTerminate).toBe(
      view.valid &&
        (t.signinType === 2 || sign === 'confirmed') &&
        !s.matches({ form: { document: 'generating' } }) &&
        !s.matches({ form: { signing: { otp: 'checking' } } }),
    );
    expect(view.documentMissing).toBe(view.valid && s.context.document === null);
    // the OTP step: the shared code machine with the termination's request and the 60 s resend lock
    if (sign === 'otp') {
      // (the phone at start; the request is set again with the phone when the SMS is sent)
      expect(inputOf(s, 'code')).toMatchObject({
        request: { ulid: TERMINATION_ULID },
        resendSeconds: 60,
        errorSeparator: ', ',
      });
      expect(view.code.canSend).toBe(
        view.valid &&
          t.otp.phone.length > 15 &&
          s.matches({ form: { signing: { otp: 'waiting' } } }) &&
          !s.matches({ form: { document: 'generating' } }),
      );
    } else expect(s.children.code).toBeUndefined();
    if (s.matches({ form: { document: 'generating' } })) {
      expect(view.generating).toBe(true);
      // generated from the data as it is (OTP and signing may change meanwhile: they do not drop it)
      const { termination, policy } = inputOf(s, 'createDocument') as {
        termination: typeof t;
        policy: unknown;
      };
      expect(policy).toEqual(terminablePolicy);
      expect({ ...termination, signinType: t.signinType, otp: t.otp }).toEqual(t);
    }
    if (s.matches({ form: { signing: { otp: 'checking' } } })) {
      expect(view.checking).toBe(true);
      expect(inputOf(s, 'checkOtp')).toEqual({ ulid: TERMINATION_ULID });
    }
  }
  if (s.matches('updating')) {
    expect(view.terminating).toBe(true);
    expect(inputOf(s, 'update')).toEqual({ termination: t, policy: terminablePolicy });
  }
  if (s.matches('terminating')) {
    expect(view.terminating).toBe(true);
    expect(inputOf(s, 'terminate')).toEqual({ ulid: TERMINATION_ULID });
  }
  if (s.matches('done')) {
    expect(s.status).toBe('done');
    expect(s.output).toEqual({ number: terminablePolicy.number });
  }

  if (!event || !previous) return;
  const before = previous.context;
  const changed = JSON.stringify(before.termination) !== JSON.stringify(t);

  if (DATA_EVENTS.has(event.type) && previous.matches('form')) {
    if (changed) {
      // any change of termination data drops the document and restarts the OTP step
      expect(s.context.document).toBeNull();
      expect(signing(s)).not.toBe('confirmed');
      expect(t.otp.code).toBe('');
      if (signing(s) === 'otp') {
        expect(s.children.code).not.toBe(previous.children.code);
        expect(codeStepEvents(s.children.code)).toEqual([]);
      }
    } else if (event.type !== 'BLUR_IBAN') {
      expect(s.context.document).toBe(before.document);
    }
  }
  // an edit is told apart by its field
  const value = (event as { value?: unknown }).value;
  switch (event.type === 'EDIT' ? event.field : event.type) {
    case 'SET_SIGNIN':
    case 'CHANGE_PHONE':
      // OTP and signing data keep the document
      expect(s.context.document).toBe(before.document);
      if (event.type === 'CHANGE_PHONE') expect(t.otp.phone).toBe(event.value);
      if (
        event.type === 'SET_SIGNIN' &&
        event.value === 1 &&
        before.termination.rescindingReason === '00000000020'
      )
        expect(t.signinType).toBe(2);
      break;
    case 'returnType':
      if (changed) {
        // changing the return method clears the bank data (KBE: the client's)
        expect(t.returnType).toBe(value);
        expect(t.bank).toEqual({ iik: '', bik: '', name: '', kbe: '19' });
      }
      break;
    case 'bank.iik':
      if (before.termination.returnType === 2) {
        expect(t.bank.iik).toBe(String(value).replace(/\W/g, '').toUpperCase());
        if (changed) expect([t.bank.bik, t.bank.name, s.context.ibanError]).toEqual(['', '', null]);
      } else expect(changed).toBe(false);
      break;
    case 'BLUR_IBAN':
      if (before.termination.returnType !== 2) {
        expect(changed).toBe(false);
        break;
      }
      if (t.bank.iik === VALID_IBAN) {
        // a valid Kazakh IBAN fills BIK and bank name
        expect({ bik: t.bank.bik, name: t.bank.name }).toEqual(VALID_IBAN_BANK);
        expect(s.context.ibanError).toBeNull();
      } else {
        expect(s.context.ibanError).toBe(t.bank.iik === '' ? ruIban.empty : ruIban.checksum);
        expect(changed).toBe(false);
      }
      break;
    case 'rescindingReason':
      expect(t.rescindingReason).toBe(value);
      if (value === '00000000020') {
        // death of the policyholder: beneficiary cleared, paper signing
        expect(t.beneficiary).toEqual({ iin: '', surname: '', name: '', patronymic: '' });
        expect(t.signinType).toBe(2);
      } else expect(t.beneficiary).toEqual(beneficiaryFromClient(terminablePolicy.client));
      break;
    case 'xstate.done.actor.calculate':
      expect(view.mode).toBe('form');
      // the defaults: cash, paper, early termination with the client as beneficiary, the client's phone
      expect(t).toMatchObject({ returnType: 1, signinType: 2, rescindingReason: '00000000011' });
      expect(t.beneficiary).toEqual(beneficiaryFromClient(terminablePolicy.client));
      expect(t.otp.phone).toBe(CLIENT_PHONE);
      break;
    case 'xstate.error.actor.calculate':
      expect(view.mode).toBe('notCalculated');
      expect(view.error).toBe('Срок действия договора истек');
      break;
    case 'xstate.done.actor.createDocument':
      expect(s.context.document).toBe(TERMINATION_PDF);
      // sending first generates the document, then asks the code step to send
      if (previous.matches({ form: { document: { generating: 'thenSend' } } }) && signing(previous) === 'otp')
        expect(codeStepEvents(s.children.code)).toEqual([
          { type: 'SET_REQUEST', request: { ulid: TERMINATION_ULID, phone: t.otp.phone } },
          { type: 'SEND' },
        ]);
      else if (signing(s) === 'otp') expect(codeStepEvents(s.children.code)).toEqual([]);
      break;
    case 'xstate.error.actor.createDocument':
      expect(s.context.document).toBeNull();
      expect(view.error).toBe(ru.errors.network);
      break;
    case 'SEND_SMS':
      if (previous.matches({ form: { document: 'ready' } }) && selectTerminationView(previous).code.canSend)
        expect(codeStepEvents(s.children.code).slice(-2)).toEqual([
          { type: 'SET_REQUEST', request: { ulid: TERMINATION_ULID, phone: t.otp.phone } },
          { type: 'SEND' },
        ]);
      if (previous.matches({ form: { document: 'none' } }) && selectTerminationView(previous).code.canSend) {
        expect(view.generating).toBe(true);
        expect(view.code.sending).toBe(true);
      }
      break;
    case 'xstate.done.actor.code':
      expect(view.code.step).toBe(3);
      expect(view.code.confirmed).toBe(true);
      expect(t.otp.code).toBe('4821');
      break;
    case 'xstate.error.actor.code':
      expect(signing(s)).toBe('otp');
      expect(view.error).toBe(ru.errors.network);
      break;
    case 'xstate.done.actor.checkOtp': {
      const accepted = ((event as { output?: unknown }).output as { result: boolean }).result;
      expect(signing(s)).toBe(accepted ? 'confirmed' : 'otp');
      if (!accepted) expect(view.error).toBe(ruTerminationModal.notConfirmed);
      break;
    }
    case 'xstate.error.actor.checkOtp':
      expect(view.error).toBe('Документ не подтвержден');
      expect(view.checking).toBe(false);
      break;
    case 'TERMINATE': {
      // an enabled 'Расторгнуть' asks first, naming the contract and the refund; without a document it only
      // tells 'Необходимо сформировать документ'; nothing is sent before the answer
      const asks = selectTerminationView(previous).canTerminate && before.document !== null;
      expect(s.matches({ form: { confirmation: 'asking' } })).toBe(asks);
      expect(s.matches('updating')).toBe(false);
      if (asks) {
        expect(view.confirm?.title).toBe(`Расторгнуть договор ${before.policy?.number}?`);
        expect(view.confirm?.text).toContain(formatKzt(t.refund));
      }
      break;
    }
    case 'CONFIRM_TERMINATE':
      expect(s.matches('updating')).toBe(selectTerminationView(previous).confirm !== null);
      break;
    case 'CANCEL_TERMINATE':
      // the question closes and the form stays as it was: the signing (a confirmed OTP included) is kept
      expect(view.confirm).toBeNull();
      expect(s.matches('form')).toBe(previous.matches('form'));
      if (previous.matches('form')) expect(signing(s)).toBe(signing(previous));
      break;
    case 'xstate.error.actor.update':
    case 'xstate.error.actor.terminate':
      // back to the form with the message; OTP: back at step 1 (the code field, no new SMS)
      expect(view.mode).toBe('form');
      expect(view.error).toBe(
        event.type === 'xstate.error.actor.update'
          ? 'Не удалось сохранить заявление'
          : 'Договор уже расторгнут',
      );
      expect(signing(s)).not.toBe('confirmed');
      expect(s.context.document).toBe(before.document);
      if (t.signinType === 1) expect((inputOf(s, 'code') as { preSent: boolean }).preSent).toBe(true);
      break;
    default:
  }
}

describe('terminationMachine (model-based)', () => {
  it('every path keeps the termination modal true to the spec, with 100% of states and transitions', () => {
    const run = runModel(terminationModel, checkStep);
    expect(run.paths).toBeGreaterThan(1000);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
    expect(run.coverage.states.covered).toBe(run.coverage.states.total);
    expect(run.coverage.transitions.covered).toBe(run.coverage.transitions.total);
  }, 60_000);
});
