import { fn } from 'storybook/test';
import { IDLE_CODE_VIEW, passwordChecks, ruConsent, type CodeView } from '@sakta/core';
import type { EpayScreenView, PublicScreenView, ResetScreenView } from '@sakta/ui';

/*
 * Fixtures of the public pages' stories: view models as core's selectors produce them (selectCodeView,
 * selectResetView, selectPublicConfirmationView, selectEpayView), built by small helpers so every story states
 * only what differs.
 */

export const DEMO_PHONE = '+7(701) 234-5603';
export const DEMO_IIN = '900101300047';
export const RESET_SECONDS = 600;

// ---------------------------------------------------------------------------------------------------------------
// Code confirmation

/** A code view: the first step (nothing to send yet) plus the overrides. */
export function codeView(overrides: Partial<CodeView> = {}): CodeView {
  return { ...IDLE_CODE_VIEW, ...overrides };
}

/** The code views of each step, as the code-confirmation machine reports them. */
export const codeStates = {
  /** Step 0, the request is not complete yet (e.g. IIN shorter than 12). */
  idle: () => codeView(),
  /** Step 0, ready to send. */
  ready: () => codeView({ canSend: true }),
  /** Step 0, the request is on its way. */
  sending: () => codeView({ sending: true }),
  /** Step 1: the code was sent, the resend is locked for `secondsLeft`. */
  sent: (secondsLeft = RESET_SECONDS - 1, overrides: Partial<CodeView> = {}) =>
    codeView({
      step: 1,
      phone: DEMO_PHONE,
      secondsLeft,
      canEdit: true,
      resendLocked: secondsLeft > 0,
      canResend: secondsLeft <= 0,
      ...overrides,
    }),
  /** Step 2: four digits typed, ready to verify. */
  complete: (code = '1234', overrides: Partial<CodeView> = {}) =>
    codeStates.sent(RESET_SECONDS - 42, { step: 2, code, canVerify: true, ...overrides }),
  /** Step 2: the code is being checked. */
  verifying: (overrides: Partial<CodeView> = {}) =>
    codeStates.complete('1234', { canEdit: false, canVerify: false, verifying: true, ...overrides }),
  /** The server refused the code: it is cleared and the message shown (back to step 1). */
  wrongCode: (message = 'Неверный код подтверждения', overrides: Partial<CodeView> = {}) =>
    codeStates.sent(RESET_SECONDS - 60, { code: '', error: message, ...overrides }),
  /** Step 3. */
  confirmed: () => codeView({ step: 3, confirmed: true, phone: DEMO_PHONE, code: '1234' }),
  /** The code was sent before the page opened (consent, /func/otp): no phone line, no resend. */
  preSent: (code = '', overrides: Partial<CodeView> = {}) =>
    codeView({
      step: code.length === 4 ? 2 : 1,
      preSent: true,
      code,
      canEdit: true,
      canVerify: code.length === 4,
      ...overrides,
    }),
};

export const codeArgs = {
  onChange: fn(),
  onSend: fn(),
  onResend: fn(),
  onVerify: fn(),
};

// ---------------------------------------------------------------------------------------------------------------
// Password reset

const RESET_BASE: ResetScreenView = {
  step: 0,
  iin: '',
  canEditIin: true,
  code: codeStates.idle(),
  password: '',
  confirm: '',
  checks: passwordChecks(''),
  mismatch: false,
  canSave: false,
  saving: false,
  error: null,
};

export function resetView(overrides: Partial<ResetScreenView> = {}): ResetScreenView {
  return { ...RESET_BASE, ...overrides };
}

/** Step 3 with a password and its confirmation (indicators and mismatch computed like the reset machine). */
export function resetPasswordView(
  password: string,
  confirm: string,
  overrides: Partial<ResetScreenView> = {},
): ResetScreenView {
  const checks = passwordChecks(password);
  const strong = Object.values(checks).every(Boolean);
  return resetView({
    step: 3,
    iin: DEMO_IIN,
    canEditIin: false,
    code: codeStates.confirmed(),
    password,
    confirm,
    checks,
    mismatch: confirm !== '' && confirm !== password,
    canSave: strong && password === confirm,
    ...overrides,
  });
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

export function publicView(overrides: Partial<PublicScreenView> = {}): PublicScreenView {
  return {
    status: 'form',
    code: codeStates.preSent(),
    loadError: null,
    document: null,
    documentType: null,
    ...overrides,
  };
}

/** The public page states other than the form. */
export const publicStates = {
  loading: () => publicView({ status: 'loading', code: codeView({ step: 1, preSent: true }) }),
  accepted: () =>
    publicView({ status: 'accepted', code: codeView({ step: 1, preSent: true, confirmed: true }) }),
  noAccess: () => publicView({ status: 'noAccess', code: codeView({ step: 1, preSent: true }) }),
  failed: (message: string = ruConsent.badPayload) =>
    publicView({ status: 'failed', loadError: message, code: codeView({ step: 1, preSent: true }) }),
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

export function epayView(overrides: Partial<EpayScreenView> = {}): EpayScreenView {
  return { status: 'loading', message: null, widgetUrl: null, ...overrides };
}
