import { useId, type FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import { CODE_LENGTH, fmt, ruCode, type Catalogue, type CodeView } from '@sakta/core';
import { cn } from '../../lib/cn';
import { formatMmSs } from '../../lib/time';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { CodeInput } from '../../primitives/code-input';
import { Field } from '../../primitives/field';

/** The code step's words: core's `ruCode`, or its translation (the customer pages' Kazakh). */
export type CodeText = Catalogue<typeof ruCode>;

export interface CodeConfirmationProps {
  /** core's `selectCodeView` of the code-confirmation machine. */
  view: CodeView;
  /** The typed code as is (the machine keeps the digits). */
  onChange: (value: string) => void;
  /** Step 0: request the code. */
  onSend?: () => void;
  onResend?: () => void;
  /** 'Подтвердить' or Enter in the code field, only when `view.canVerify`. */
  onVerify: () => void;
  /** Label of the step-0 button; default 'Отправить код'. */
  sendLabel?: string;
  /** Label of the confirm button; default 'Подтвердить'. */
  verifyLabel?: string;
  /** The step's words (default Russian). */
  text?: CodeText;
  className?: string;
}

/**
 * The code step's end, 'Подтверждено' (also where a flow shows a code confirmed after its machine ended), or the
 * flow's own words (the sale's insurer code: 'Код подтвержден').
 */
export function CodeConfirmed({ label = ruCode.confirmed }: { label?: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm font-semibold text-success">
      <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
      {label}
    </p>
  );
}

/** Where the code went: by SMS or by mail when the server named it, else the phone (or no address). */
function sentText(view: CodeView, t: CodeText): string {
  const to = view.phone ?? '';
  if (view.channel === 'mail') return fmt(t.mailSent, { email: to });
  if (view.channel === 'sms') return fmt(t.smsSent, { phone: to });
  return view.phone ? fmt(t.sentTo, { phone: to }) : t.sentNoPhone;
}

/**
 * The product's one-time-code step (reset, consent pages, agreements, AVR, termination...): renders the code
 * machine's view only. Step 0 the send button; steps 1-2 where the code went, the 4-digit field, the resend
 * countdown and the confirm button; step 3 'Подтверждено'. The machine's error shows in a red alert.
 */
export function CodeConfirmation({
  view,
  onChange,
  onSend,
  onResend,
  onVerify,
  text: t = ruCode,
  sendLabel = t.send,
  verifyLabel = t.confirm,
  className,
}: CodeConfirmationProps) {
  const id = useId();
  const fieldId = `code-${id}`;
  const errorId = `code-error-${id}`;

  const error = view.error ? (
    <Alert id={errorId} variant="error" data-slot="code-error">
      {view.error}
    </Alert>
  ) : null;

  if (view.step === 3) {
    return (
      <div data-slot="code-confirmation" data-step={3} className={cn('grid min-w-0 gap-4', className)}>
        <CodeConfirmed label={t.confirmed} />
      </div>
    );
  }

  if (view.step === 0) {
    return (
      <div data-slot="code-confirmation" data-step={0} className={cn('grid min-w-0 gap-4', className)}>
        {error}
        <Button
          size="lg"
          className="w-full"
          onClick={() => onSend?.()}
          disabled={!view.canSend}
          loading={view.sending}
        >
          {view.sending ? t.sending : sendLabel}
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (view.canVerify) onVerify();
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      data-slot="code-confirmation"
      data-step={view.step}
      aria-busy={view.verifying || view.sending || undefined}
      className={cn('grid min-w-0 gap-4', className)}
    >
      {view.preSent ? null : (
        <p role="status" className="text-sm text-muted-foreground">
          {sentText(view, t)}
        </p>
      )}

      <Field label={view.channel === 'mail' ? t.codeFromMail : t.code} hint={t.codeHint} htmlFor={fieldId}>
        <CodeInput
          name="code"
          length={CODE_LENGTH}
          value={view.code}
          onValueChange={onChange}
          disabled={!view.canEdit}
          aria-invalid={view.error ? true : undefined}
          aria-describedby={[`${fieldId}-hint`, view.error ? errorId : null].filter(Boolean).join(' ')}
        />
      </Field>

      {error}

      {/* Confirm first (the main action, next in tab order after the field); the two wrap on narrow widths. */}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!view.canVerify} loading={view.verifying} className="grow">
          {view.verifying ? t.verifying : verifyLabel}
        </Button>
        {view.preSent ? null : view.resendLocked ? (
          // A countdown (role=timer: not announced every second; its text is there when asked for).
          <div role="timer" className="flex grow">
            <Button variant="outline" disabled className="grow">
              {fmt(t.resendIn, { time: formatMmSs(view.secondsLeft) })}
            </Button>
          </div>
        ) : (
          <Button
            variant="outline"
            onClick={() => onResend?.()}
            disabled={!view.canResend}
            loading={view.sending}
            className="grow"
          >
            {view.sending ? t.sending : t.resend}
          </Button>
        )}
      </div>
    </form>
  );
}
