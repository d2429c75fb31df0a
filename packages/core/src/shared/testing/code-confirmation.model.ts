import { ApiError } from '../api/errors';
import { codeConfirmationMachine } from '../machines/code-confirmation.machine';
import { doneEvent, errorEvent, idleCallback, type MachineModel, neverSettles } from './runner';
import { MODEL_IIN, MODEL_PHONE } from './fixtures';

/**
 * The shared code machine: calls never settle and the clock never ticks; their results and ticks are events.
 * A resend lock of 2 s keeps the graph small (every second of it is still a vertex). Four inputs: a feature
 * with its own idle step (agreements), a page whose code was sent before it opened (consent; once with a
 * partial and once with a whole prefilled code), and a feature that sends at once and exits on failure (reset).
 */
/** 'Код уже отправлен…': the step reopened within the resend window (429, Retry-After 1 s, the live code's header). */
const CODE_PENDING_ERROR = Object.assign(
  ApiError.rejected(['Код уже отправлен. Повторная отправка возможна через 1 с.'], 429),
  { retryAfter: 1, codeSent: true },
);

export const codeConfirmationModel = {
  name: 'code-confirmation',
  machine: codeConfirmationMachine.provide({
    actors: {
      sendCode: neverSettles(),
      verifyCode: neverSettles(),
      clock: idleCallback<{ type: 'TICK'; seconds: number }>(),
    },
  }),
  inputs: [
    { resendSeconds: 2 },
    { resendSeconds: 0, preSent: true, code: '12', errorSeparator: '. ', request: { subject: MODEL_IIN } },
    { resendSeconds: 0, preSent: true, code: '4321', errorSeparator: '. ', request: { subject: MODEL_IIN } },
    { resendSeconds: 2, request: { iin: MODEL_IIN }, autoSend: true, exitOnFirstStep: true },
  ],
  events: [
    { type: 'SET_REQUEST', request: { iin: MODEL_IIN } },
    { type: 'SET_REQUEST', request: null },
    { type: 'SEND' },
    { type: 'RESEND' },
    { type: 'CHANGE', value: '' },
    { type: 'CHANGE', value: '12' },
    { type: 'CHANGE', value: '12a34x5' },
    { type: 'CHANGE', value: '9876' },
    { type: 'VERIFY' },
    { type: 'TICK' },
    { type: 'TICK', seconds: 5 },
    doneEvent('sendCode', { phone: MODEL_PHONE }),
    // the sale's code to an insurer without a phone: by mail (spec part 2 section 4.2)
    doneEvent('sendCode', { phone: 'a***@web.de', channel: 'mail' }),
    doneEvent('sendCode', undefined),
    errorEvent('sendCode', ApiError.rejected(['Пользователь не найден'], 200)),
    errorEvent('sendCode', new TypeError('Failed to fetch')),
    errorEvent('sendCode', CODE_PENDING_ERROR),
    doneEvent('verifyCode', { result: true }),
    errorEvent('verifyCode', ApiError.rejected(['Неверный код'], 200)),
    errorEvent('verifyCode', ApiError.rejected(['Срок действия кода истёк', 'Запросите новый код'], 200)),
    errorEvent('verifyCode', ApiError.network(new TypeError('Failed to fetch'))),
  ],
} satisfies MachineModel<typeof codeConfirmationMachine>;
