import { unprovided } from '../../shared/machines/unprovided';
import { and, assign, emit, enqueueActions, or, setup, stateIn } from 'xstate';
import { errorText } from '../../shared/api/errors';
import { validateIban } from '../../shared/iban';
import { codeConfirmationMachine } from '../../shared/machines/code-confirmation.machine';
import { documentMachine } from '../../shared/machines/document.machine';
import { RETURN_TYPE, SIGNIN_TYPE, isTerminable, type TerminationCall } from './contract';
import { canSendTerminationSms } from './validation';
import {
  type TerminationInput,
  type TerminationContext,
  type TerminationEvent,
  type TerminationEmitted,
  type TerminationOutput,
  type TerminationCalculation,
  type CheckOtpAnswer,
  afterEvent,
  sameTermination,
  isTerminationReady,
  isDeathReason,
  otpRequest,
} from './termination-request';

/**
 * The termination modal's types, actors (provided by the app: see provideTermination), guards and actions; the
 * machine (termination.machine.ts) and its form's regions (termination-form.regions.ts) are built on it.
 */
export const terminationSetup = setup({
  types: {
    context: {} as TerminationContext,
    events: {} as TerminationEvent,
    input: {} as TerminationInput,
    output: {} as TerminationOutput,
    emitted: {} as TerminationEmitted,
  },
  actors: {
    calculate: unprovided<TerminationCalculation, TerminationCall>('terminationMachine', 'calculate'),
    createDocument: unprovided<{ document: string }, TerminationCall>('terminationMachine', 'createDocument'),
    checkOtp: unprovided<CheckOtpAnswer, { ulid: string }>('terminationMachine', 'checkOtp'),
    update: unprovided<unknown, TerminationCall>('terminationMachine', 'update'),
    terminate: unprovided<unknown, { ulid: string }>('terminationMachine', 'terminate'),
    codeConfirmation: codeConfirmationMachine,
    documentLoader: documentMachine,
  },
  guards: {
    isHistoryItem: ({ context }) => context.target.kind === 'history',
    isTerminableResult: ({ context }) => context.policy !== null && isTerminable(context.policy.status.code),
    isOtpSigning: ({ context }) => context.termination.signinType === SIGNIN_TYPE.otp,
    changesData: ({ context, event }) => !sameTermination(afterEvent(context, event), context.termination),
    isCard: ({ context }) => context.termination.returnType === RETURN_TYPE.card,
    isDeathEvent: ({ event }) =>
      event.type === 'EDIT' && event.field === 'rescindingReason' && isDeathReason(event.value),
    canChooseOtp: ({ context, event }) =>
      event.type === 'SET_SIGNIN' &&
      event.value === SIGNIN_TYPE.otp &&
      !isDeathReason(context.termination.rescindingReason),
    isPaperEvent: ({ event }) => event.type === 'SET_SIGNIN' && event.value === SIGNIN_TYPE.paper,
    isFormValid: ({ context }) => isTerminationReady(context.termination),
    isSmsReady: ({ context }) =>
      isTerminationReady(context.termination) && canSendTerminationSms(context.termination.otp.phone),
    canSendSms: and(['isSmsReady', stateIn('#termination.form.signing.otp.waiting')]),
    shouldSendAfter: and([
      stateIn('#termination.form.document.generating.thenSend'),
      stateIn('#termination.form.signing.otp'),
    ]),
    isOtpPaperEvent: and(['isPaperEvent', stateIn('#termination.form.signing.otp')]),
    hasDocument: ({ context }) => context.document !== null,
    isOtpAccepted: ({ event }) => (event as { output?: CheckOtpAnswer }).output?.result === true,
    isSigned: ({ context }) => context.termination.signinType === SIGNIN_TYPE.paper,
    canTerminate: and([
      'isFormValid',
      'hasDocument',
      or(['isSigned', stateIn('#termination.form.signing.confirmed')]),
    ]),
    lacksDocument: ({ context }) => isTerminationReady(context.termination) && context.document === null,
    isFormInvalid: ({ context }) => !isTerminationReady(context.termination),
  },
  actions: {
    applyData: assign(({ context, event }) => ({ termination: afterEvent(context, event) })),
    /** The document is dropped; so is a confirmation of it (the signing region leaves 'confirmed'), the code too. */
    dropDocument: assign(({ context }) => ({
      document: null,
      termination: { ...context.termination, otp: { ...context.termination.otp, code: '' } },
    })),
    /** A new IBAN or return method clears the message; BLUR_IBAN shows the check's message (none when valid). */
    ibanMessage: assign(({ context, event }) => {
      if (event.type === 'EDIT' && (event.field === 'returnType' || event.field === 'bank.iik'))
        return { ibanError: null };
      if (event.type !== 'BLUR_IBAN' || context.termination.returnType !== RETURN_TYPE.card) return {};
      const check = validateIban(context.termination.bank.iik);
      return { ibanError: check.ok ? null : check.message };
    }),
    /** The code machine gets the request {ulid, phone} and sends the code (send-sms). */
    sendCode: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo('code', { type: 'SET_REQUEST', request: otpRequest(context) });
      enqueue.sendTo('code', { type: 'SEND' });
    }),
    recordFailure: assign({ error: ({ event }) => errorText((event as { error?: unknown }).error) }),
    failure: emit(({ context }) => ({ type: 'failure' as const, message: context.error ?? '' })),
    /** A failed update or terminate: back to the form, the OTP step starts again at step 1 (see resumesOtp). */
    returnToForm: assign(({ context, event }) => ({
      error: errorText((event as { error?: unknown }).error),
      termination: { ...context.termination, otp: { ...context.termination.otp, code: '' } },
    })),
  },
});
