/*
 * Fixtures of the public pages' stories: view models as core's selectors produce them (selectCodeView,
 * selectResetView, selectPublicConfirmationView, selectEpayView). The code step's and the confirmation pages'
 * views are the production machines replayed through events.
 */
import { fn } from 'storybook/test';
import {
  ApiError,
  EPAY_CURRENCY,
  EPAY_INVOICE_PREFIX,
  EPAY_LANGUAGE,
  epayMachine,
  selectEpayView,
  resetMachine,
  selectResetView,
  PayloadError,
  publicConfirmationMachine,
  selectCodeView,
  selectPublicConfirmationView,
  type CodeConfirmationEvent,
  type CodeConfirmationInput,
  type CodeView,
  type EpayEvent,
  type EpayWidget,
  type PublicConfirmationEvent,
  type ResetEvent,
} from '@sakta/core';
import type { EpayScreenView, PublicScreenView, ResetScreenView } from '@sakta/ui';
import {
  done,
  failed,
  never,
  offline,
  refused,
  replay,
  type ActorAnswer,
  type AnyEvent,
  type ReplayEvent,
} from './replay';
import { codeMachine } from './story-actors';

export const DEMO_PHONE = '+7(701) 234-5603';
export const DEMO_IIN = '900101300047';
export const RESET_SECONDS = 600;

// ---------------------------------------------------------------------------------------------------------------
// Code confirmation

/** The code-confirmation machine whose calls and clock never answer by themselves. */
export { codeMachine };

export type CodeStoryEvent = ReplayEvent<CodeConfirmationEvent>;

/** The code step after `events` (600 s resend lock unless the input says otherwise). */
export function codeAfter(
  events: readonly CodeStoryEvent[],
  input: Partial<CodeConfirmationInput> = {},
): CodeView {
  return replay(codeMachine, events, selectCodeView, { resendSeconds: RESET_SECONDS, ...input });
}

/** What the reset's code step needs to send (an IIN): SEND is possible. */
const REQUEST = { request: { iin: DEMO_IIN } };
const SEND: CodeStoryEvent = { type: 'SEND' };
const sentTo = (phone: string | null): CodeStoryEvent => done('sendCode', { phone });
/** `seconds` of the resend lock elapsed (none: no event). */
const elapsed = (seconds: number): CodeStoryEvent[] => (seconds > 0 ? [{ type: 'TICK', seconds }] : []);
const typed = (code: string): CodeStoryEvent => ({ type: 'CHANGE', value: code });
const VERIFY: CodeStoryEvent = { type: 'VERIFY' };

/**
 * The code views of each step for a feature whose resend stays locked `lock` seconds: the code-confirmation
 * machine after the events that lead there.
 */
export function codeStatesFor(lock: number) {
  const input = { ...REQUEST, resendSeconds: lock };
  const after = (events: readonly CodeStoryEvent[]) => codeAfter(events, input);
  /** Step 1: sent to `phone`, `secondsLeft` of the lock remaining. */
  const sent = (secondsLeft: number, phone: string | null = DEMO_PHONE) => [
    SEND,
    sentTo(phone),
    ...elapsed(lock - secondsLeft),
  ];
  const complete = (code: string) => [...sent(lock - 42), typed(code)];
  return {
    /** Step 0, the request is not complete yet (e.g. IIN shorter than 12). */
    idle: () => codeAfter([], { resendSeconds: lock }),
    /** Step 0, ready to send. */
    ready: () => after([]),
    /** Step 0, the request is on its way. */
    sending: () => after([SEND]),
    /** Step 0 again: the code could not be sent (no connection), with the message. */
    sendFailed: () => after([SEND, offline('sendCode')]),
    /** Step 1: the code was sent (to `phone`), the resend is locked for `secondsLeft` more seconds. */
    sent: (secondsLeft = lock - 1, phone: string | null = DEMO_PHONE) => after(sent(secondsLeft, phone)),
    /** Step 1: the lock is over and 'Отправить повторно' sends a new code. */
    resending: () => after([...sent(0), { type: 'RESEND' }]),
    /** Step 2: four digits typed, ready to verify. */
    complete: (code = '1234') => after(complete(code)),
    /** Step 2: the code is being checked. */
    verifying: () => after([...complete('1234'), VERIFY]),
    /** The server refused the code: it is cleared and the message shown (back to step 1). */
    wrongCode: (message = 'Неверный код подтверждения') =>
      after([...sent(lock - 60), typed('1234'), VERIFY, refused('verifyCode', [message])]),
    /** No connection while verifying: back to step 0 with the message. */
    verifyOffline: () => after([...complete('1234'), VERIFY, offline('verifyCode')]),
    /** Step 3. */
    confirmed: () => after([...complete('1234'), VERIFY, done('verifyCode', { result: true })]),
    /** The code was sent before the page opened (consent, /func/otp): no phone line, no resend. */
    preSent: (code = '') => codeAfter([], { preSent: true, code, errorSeparator: '. ' }),
  };
}

/** The reset's code step (600 s lock), the one most stories show. */
export const codeStates = codeStatesFor(RESET_SECONDS);

export const codeArgs = {
  onChange: fn(),
  onSend: fn(),
  onResend: fn(),
  onVerify: fn(),
};

// ---------------------------------------------------------------------------------------------------------------
// Password reset

const resetStoryMachine = resetMachine.provide({
  actors: { codeConfirmation: codeMachine, setPassword: never() },
});

export type ResetStoryEvent = ReplayEvent<ResetEvent>;

/** The reset page's view after `events` (none: step 0, nothing typed). */
export function resetView(events: readonly ResetStoryEvent[] = []): ResetScreenView {
  return replay(resetStoryMachine, events, selectResetView);
}

const toResetCode = (event: AnyEvent): ResetStoryEvent => ({ to: 'code', event });

/** The reset's events of each step, for the stories to extend. */
export const resetSteps = {
  /** Step 0: a full IIN typed. */
  iinTyped: [{ type: 'CHANGE_IIN', value: DEMO_IIN }] as ResetStoryEvent[],
  /** 'Отправить код' pressed (the code machine sends at once). */
  sending: (): ResetStoryEvent[] => [...resetSteps.iinTyped, { type: 'SEND' }],
  /** Step 1: the code went to the phone, `elapsedSeconds` of the 600 s lock gone. */
  sent: (elapsedSeconds = 1): ResetStoryEvent[] => [
    ...resetSteps.sending(),
    toResetCode(done('sendCode', { phone: DEMO_PHONE })),
    ...(elapsedSeconds > 0 ? [toResetCode({ type: 'TICK', seconds: elapsedSeconds })] : []),
  ],
  /** Step 2: four digits typed. */
  codeEntered: (): ResetStoryEvent[] => [
    ...resetSteps.sent(42),
    toResetCode({ type: 'CHANGE', value: '1234' }),
  ],
  /** Step 2: the code is being checked. */
  verifying: (): ResetStoryEvent[] => [...resetSteps.codeEntered(), toResetCode({ type: 'VERIFY' })],
  /** The code refused with `message`. */
  codeRefused: (message: string): ResetStoryEvent[] => [
    ...resetSteps.verifying(),
    toResetCode(refused('verifyCode', [message])),
  ],
  /** The code accepted: step 3. */
  confirmed: (): ResetStoryEvent[] => [
    ...resetSteps.verifying(),
    toResetCode(done('verifyCode', { result: true })),
  ],
  /** The code could not be sent: back to step 0 with the failure. */
  sendFailed: (error: AnyEvent | ActorAnswer): ResetStoryEvent[] => [
    ...resetSteps.sending(),
    toResetCode(error),
  ],
};

/** Step 3 with a password and its confirmation typed. */
export function resetPasswordEvents(password: string, confirm: string): ResetStoryEvent[] {
  return [
    ...resetSteps.confirmed(),
    { type: 'CHANGE_PASSWORD', value: password },
    { type: 'CHANGE_CONFIRM', value: confirm },
  ];
}

export const STRONG_PASSWORD = 'Sakta-new-2026!';

export const resetArgs = {
  view: resetView(),
  loginHref: '/login',
  onIinChange: fn(),
  onSend: fn(),
  onCodeChange: fn(),
  onResend: fn(),
  onVerify: fn(),
  onPasswordChange: fn(),
  onConfirmChange: fn(),
  onSave: fn(),
  onSignIn: fn(),
};

// ---------------------------------------------------------------------------------------------------------------
// Public confirmation pages (/kdp, /func/otp)

const publicMachine = publicConfirmationMachine.provide({
  actors: { loadStatus: never(), codeConfirmation: codeMachine },
});

export type PublicStoryEvent = ReplayEvent<PublicConfirmationEvent>;

/** A confirmation page's view after `events` (the page of DEMO_IIN, `code` from its link). */
export function publicAfter(events: readonly PublicStoryEvent[], code?: string): PublicScreenView {
  return replay(publicMachine, events, selectPublicConfirmationView, {
    subject: DEMO_IIN,
    ...(code === undefined ? {} : { code }),
  });
}

/** What /func/otp's status carries: the document to confirm and its type. */
export interface PageDocument {
  document?: string;
  type?: string;
}

/** The status answer: a code was sent and waits (with the document to confirm, on /func/otp). */
export const codeWaiting = (document?: PageDocument): PublicStoryEvent =>
  done('loadStatus', { sent: true, accepted: false, ...document });
const toCode = (event: AnyEvent): PublicStoryEvent => ({ to: 'code', event });

/** The public page states: the confirmation machine after the events that lead there. */
export const publicStates = {
  loading: () => publicAfter([]),
  /** The code form (`code` prefilled from the link). */
  form: (code = '', document?: PageDocument) => publicAfter([codeWaiting(document)], code),
  /** The prefilled code being checked. */
  verifying: (document?: PageDocument) =>
    publicAfter([codeWaiting(document), toCode({ type: 'VERIFY' })], '4821'),
  /** The server refused the code: cleared, with its message. */
  refused: (message: string, document?: PageDocument) =>
    publicAfter(
      [codeWaiting(document), toCode({ type: 'VERIFY' }), toCode(refused('verifyCode', [message]))],
      '4821',
    ),
  accepted: (document?: PageDocument) =>
    publicAfter([done('loadStatus', { sent: true, accepted: true, ...document })]),
  noAccess: () => publicAfter([done('loadStatus', { sent: false, accepted: false })]),
  /** No connection while the prefilled code was checked: the form stays with the network's message. */
  verifyOffline: (document?: PageDocument) =>
    publicAfter([codeWaiting(document), toCode({ type: 'VERIFY' }), toCode(offline('verifyCode'))], '4821'),
  /** The status could not be loaded: no connection. */
  failedOffline: () => publicAfter([offline('loadStatus')]),
  /** The status could not be read: a payload that does not decrypt, or the server's message. */
  failed: (message?: string) =>
    publicAfter([
      failed(
        'loadStatus',
        message === undefined ? new PayloadError('bad payload') : ApiError.rejected([message]),
      ),
    ]),
};

/**
 * A tiny real PDF (two A4 pages, one line of Helvetica text each), base64 without a data: prefix, as the
 * /func/otp data carries it. pdf.js opens it.
 */
export const SAMPLE_PDF_BASE64 =
  'JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCjIgMCBvYmoKPDwgL1R5cGUgL1BhZ2VzIC9LaWRzIFs0IDAgUiA2IDAgUl0gL0NvdW50IDIgPj4KZW5kb2JqCjMgMCBvYmoKPDwgL1R5cGUgL0ZvbnQgL1N1YnR5cGUgL1R5cGUxIC9CYXNlRm9udCAvSGVsdmV0aWNhID4+CmVuZG9iago0IDAgb2JqCjw8IC9UeXBlIC9QYWdlIC9QYXJlbnQgMiAwIFIgL01lZGlhQm94IFswIDAgNTk1IDg0Ml0gL1Jlc291cmNlcyA8PCAvRm9udCA8PCAvRjEgMyAwIFIgPj4gPj4gL0NvbnRlbnRzIDUgMCBSID4+CmVuZG9iago1IDAgb2JqCjw8IC9MZW5ndGggNjkgPj4Kc3RyZWFtCkJUIC9GMSAxOCBUZiA1NiA3NzAgVGQgKFNha3RhOiBzYW1wbGUgZG9jdW1lbnQgZm9yIHRoZSBzdG9yaWVzKSBUaiBFVAplbmRzdHJlYW0KZW5kb2JqCjYgMCBvYmoKPDwgL1R5cGUgL1BhZ2UgL1BhcmVudCAyIDAgUiAvTWVkaWFCb3ggWzAgMCA1OTUgODQyXSAvUmVzb3VyY2VzIDw8IC9Gb250IDw8IC9GMSAzIDAgUiA+PiA+PiAvQ29udGVudHMgNyAwIFIgPj4KZW5kb2JqCjcgMCBvYmoKPDwgL0xlbmd0aCA2OSA+PgpzdHJlYW0KQlQgL0YxIDE4IFRmIDU2IDc3MCBUZCAoUGFnZSAyOiB0aGUgZW5kIG9mIHRoZSBzYW1wbGUgZG9jdW1lbnQpIFRqIEVUCmVuZHN0cmVhbQplbmRvYmoKeHJlZgowIDgKMDAwMDAwMDAwMCA2NTUzNSBmIAowMDAwMDAwMDA5IDAwMDAwIG4gCjAwMDAwMDAwNTggMDAwMDAgbiAKMDAwMDAwMDEyMSAwMDAwMCBuIAowMDAwMDAwMTkxIDAwMDAwIG4gCjAwMDAwMDAzMTcgMDAwMDAgbiAKMDAwMDAwMDQzNiAwMDAwMCBuIAowMDAwMDAwNTYyIDAwMDAwIG4gCnRyYWlsZXIKPDwgL1NpemUgOCAvUm9vdCAxIDAgUiA+PgpzdGFydHhyZWYKNjgxCiUlRU9GCg==';

/**
 * The sample PDF as a URL: a blob: URL in the browser (it also opens in a new tab), a data: URL under jsdom
 * (whose blob: URLs do not carry the bytes).
 */
export const SAMPLE_PDF_URL: string = navigator.userAgent.includes('jsdom')
  ? `data:application/pdf;base64,${SAMPLE_PDF_BASE64}`
  : URL.createObjectURL(
      new Blob([Uint8Array.from(atob(SAMPLE_PDF_BASE64), (c) => c.charCodeAt(0))], {
        type: 'application/pdf',
      }),
    );

// ---------------------------------------------------------------------------------------------------------------
// Card payment

export const EPAY_CONTRACT_ID = '1042';

/** A stand-in for the provider's widget page (the sandbox serves the real one from another origin). */
export const EPAY_WIDGET_URL =
  'data:text/html;charset=utf-8,' +
  encodeURIComponent(
    '<!doctype html><html lang="ru"><head><title>Оплата картой</title></head>' +
      '<body style="font-family:system-ui,sans-serif;margin:0;padding:32px 24px;background:#f8fafc;color:#0f172a">' +
      '<h1 style="font-size:20px">Платёжный виджет</h1>' +
      '<p>Здесь провайдер показывает форму банковской карты (номер, срок, CVV) и кнопку оплаты.</p>' +
      '</body></html>',
  );

const epayStoryMachine = epayMachine.provide({ actors: { loadPayment: never() } });

export type EpayStoryEvent = ReplayEvent<EpayEvent>;

/** get-to-epay's answer for the story's contract: its invoice and the stand-in widget. */
export const EPAY_WIDGET: EpayWidget = {
  invoice: '104200017',
  invoiceAlt: `${EPAY_INVOICE_PREFIX}104200017`,
  amount: 24_500,
  currency: EPAY_CURRENCY,
  language: EPAY_LANGUAGE,
  widgetUrl: EPAY_WIDGET_URL,
};
export const EPAY_SHOWN: EpayStoryEvent[] = [done('loadPayment', EPAY_WIDGET)];
/** The widget's message about the story's invoice. */
export const widgetResult = (success: boolean, message?: string): EpayStoryEvent => ({
  type: 'WIDGET_RESULT',
  invoice: EPAY_WIDGET.invoice,
  success,
  ...(message === undefined ? {} : { message }),
});

/** The payment page's view after `events` (none: get-to-epay on its way). */
export function epayView(events: readonly EpayStoryEvent[] = []): EpayScreenView {
  return replay(epayStoryMachine, events, selectEpayView, { id: EPAY_CONTRACT_ID });
}

/**
 * The screen's own fallback for a failure without a message. The machine never produces one (every failure gets
 * errorText's message): this view is built by hand so the screen's fallback text stays covered.
 */
export function epayViewWithoutMessage(status: 'failed'): EpayScreenView {
  return { status, message: null, widgetUrl: null };
}
