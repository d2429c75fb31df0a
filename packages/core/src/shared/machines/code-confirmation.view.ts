/**
 * What a code step shows (step 0 send, 1 code sent, 2 resend allowed, 3 confirmed; spec part 1 section 4), read
 * from the code confirmation machine's snapshot; the screens that embed the machine read it through these.
 */
import type {
  CodeChannel,
  CodeConfirmationContext,
  CodeConfirmationSnapshot,
} from './code-confirmation.machine';

/** The snapshot of a running code machine (a feature's child), or undefined for anything else. */
export function asCodeSnapshot(snapshot: unknown): CodeConfirmationSnapshot | undefined {
  const ctx = (snapshot as { context?: Partial<CodeConfirmationContext> } | undefined)?.context;
  return ctx && typeof ctx.code === 'string' ? (snapshot as CodeConfirmationSnapshot) : undefined;
}

/** The snapshot of a machine's child 'code' (the shared code machine), if it runs. */
export function codeChildOf(s: { children: object }): CodeConfirmationSnapshot | undefined {
  return asCodeSnapshot((s.children as { code?: { getSnapshot(): unknown } }).code?.getSnapshot());
}

/** 0 first step (send), 1 code sent, 2 four digits, 3 confirmed (spec's steps). */
export type CodeStep = 0 | 1 | 2 | 3;

export interface CodeView {
  step: CodeStep;
  /** Where the code went (a masked phone or e-mail address). */
  phone: string | null;
  /** By SMS or by mail, when the server said so (the sale's code to the insurer); null: the page's usual words. */
  channel: CodeChannel | null;
  code: string;
  secondsLeft: number;
  preSent: boolean;
  canSend: boolean;
  sending: boolean;
  canEdit: boolean;
  canResend: boolean;
  /** The resend is locked: show the countdown. */
  resendLocked: boolean;
  canVerify: boolean;
  verifying: boolean;
  confirmed: boolean;
  error: string | null;
}

/** The view of a code step that is not running (first step, nothing sent): features start from it. */
export const IDLE_CODE_VIEW: CodeView = {
  step: 0,
  phone: null,
  channel: null,
  code: '',
  secondsLeft: 0,
  preSent: false,
  canSend: false,
  sending: false,
  canEdit: false,
  canResend: false,
  resendLocked: false,
  canVerify: false,
  verifying: false,
  confirmed: false,
  error: null,
};

function selectCodeStep(s: CodeConfirmationSnapshot): CodeStep {
  if (s.matches('confirmed')) return 3;
  if (s.matches({ sent: { entry: 'entering' } })) return 1;
  if (s.matches('sent')) return 2;
  return 0;
}

export function selectCodeView(s: CodeConfirmationSnapshot): CodeView {
  const { phone, channel, code, secondsLeft, error, preSent } = s.context;
  return {
    step: selectCodeStep(s),
    phone,
    channel,
    code,
    secondsLeft,
    preSent,
    canSend: s.can({ type: 'SEND' }),
    sending: s.matches('sending') || s.matches({ sent: { resend: 'resending' } }),
    canEdit: s.matches({ sent: { entry: 'entering' } }) || s.matches({ sent: { entry: 'complete' } }),
    canResend: s.can({ type: 'RESEND' }),
    resendLocked: !preSent && s.matches({ sent: { resend: 'locked' } }),
    canVerify: s.can({ type: 'VERIFY' }),
    verifying: s.matches({ sent: { entry: 'verifying' } }),
    confirmed: s.matches('confirmed'),
    error,
  };
}

/** The code step as a screen shows it: the running child's, else `idle` (the step not started or not shown). */
export function codeViewOf(
  child: CodeConfirmationSnapshot | undefined,
  idle: CodeView = IDLE_CODE_VIEW,
): CodeView {
  return child ? selectCodeView(child) : idle;
}
