import { useId, type FormEvent } from 'react';
import { Check, CircleCheck } from 'lucide-react';
import { IIN_MASK, PASSWORD_RULES, ruReset, sanitizeLoginField, type PasswordRule } from '@sakta/core';
import type { ResetView } from '@sakta/core';
import { cn } from '../../lib/cn';
import { Alert } from '../../primitives/alert';
import { Brand } from '../../primitives/brand';
import { Button } from '../../primitives/button';
import { Field, Input } from '../../primitives/field';
import { UiLink } from '../../primitives/link';
import { PasswordInput } from '../../primitives/password-input';
import { CodeConfirmation } from '../code/CodeConfirmation';

export type ResetScreenView = ResetView;

export interface ResetScreenProps {
  view: ResetView;
  /** The IIN field's digits (at most 12). */
  onIinChange: (value: string) => void;
  /** 'Отправить код' or Enter in the IIN field, only when `view.code.canSend`. */
  onSend: () => void;
  onCodeChange: (value: string) => void;
  onResend: () => void;
  onVerify: () => void;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  /** 'Сохранить пароль' or Enter, only when `view.canSave`. */
  onSave: () => void;
  /** Step 4 'Войти'. */
  onSignIn: () => void;
  /** The login page (the 'Вернуться ко входу' link). */
  loginHref: string;
}

const linkClassName =
  'rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring';

/** Which of the four indicator steps (ИИН, Код, Новый пароль, Готово) a reset step belongs to. */
function indicatorIndex(step: ResetView['step']): number {
  return step === 0 ? 0 : step <= 2 ? 1 : step === 3 ? 2 : 3;
}

function StepIndicator({ step }: { step: ResetView['step'] }) {
  const current = indicatorIndex(step);
  return (
    <ol aria-label={ruReset.stepsLabel} className="mb-6 flex items-center gap-2" data-slot="reset-steps">
      {ruReset.steps.map((label, i) => {
        const done = i < current || step === 4;
        const active = i === current;
        return (
          <li
            key={label}
            aria-current={active ? 'step' : undefined}
            className="flex min-w-0 flex-1 flex-col items-center gap-1.5 text-center"
          >
            <span
              className={cn(
                'flex size-7 items-center justify-center rounded-full border text-xs font-semibold',
                done
                  ? 'border-success bg-success text-success-foreground'
                  : active
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-input bg-card text-muted-foreground',
              )}
              aria-hidden="true"
            >
              {done ? <Check className="size-4" /> : i + 1}
            </span>
            <span
              className={cn(
                'w-full text-xs leading-tight',
                active ? 'font-semibold text-foreground' : 'text-muted-foreground',
              )}
            >
              {label}
              {done ? <span className="sr-only">{` (${ruReset.stepDone})`}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function PasswordRules({ checks }: { checks: Record<PasswordRule, boolean> }) {
  const titleId = `reset-rules-${useId()}`;
  return (
    <div className="grid gap-2 rounded-lg border bg-muted/50 px-4 py-3" data-slot="password-rules">
      <p id={titleId} className="text-sm font-medium text-foreground">
        {ruReset.rulesTitle}
      </p>
      <ul aria-labelledby={titleId} aria-live="polite" className="grid gap-1.5">
        {PASSWORD_RULES.map((rule) => {
          const passed = checks[rule];
          return (
            <li
              key={rule}
              data-rule={rule}
              data-passed={passed || undefined}
              className={cn(
                'flex items-center gap-2 text-sm',
                passed ? 'text-success' : 'text-muted-foreground',
              )}
            >
              {passed ? (
                <Check className="size-4 shrink-0" aria-hidden="true" />
              ) : (
                <span className="flex size-4 shrink-0 items-center justify-center" aria-hidden="true">
                  <span className="size-1.5 rounded-full bg-neutral/60" />
                </span>
              )}
              {ruReset.rules[rule]}
              <span className="sr-only">{`: ${passed ? ruReset.rulePassed : ruReset.ruleFailed}`}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Password reset page (spec part 1 section 2 "Password reset", steps 0-4): renders the reset machine's view. */
export function ResetScreen({
  view,
  onIinChange,
  onSend,
  onCodeChange,
  onResend,
  onVerify,
  onPasswordChange,
  onConfirmChange,
  onSave,
  onSignIn,
  loginHref,
}: ResetScreenProps) {
  const { step } = view;
  const mismatchId = `reset-mismatch-${useId()}`;

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (view.code.canSend) onSend();
  };
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (view.canSave) onSave();
  };
  // the code step: sent from step 0 (with the IIN), resent and confirmed at steps 1 and 2
  const code = (
    <CodeConfirmation
      view={view.code}
      onChange={onCodeChange}
      onVerify={onVerify}
      {...(step === 0 ? { onSend, sendLabel: ruReset.send } : { onResend, verifyLabel: ruReset.confirmCode })}
    />
  );

  return (
    <div
      data-slot="reset-screen"
      data-step={step}
      className="flex min-h-dvh flex-col items-center justify-center bg-[radial-gradient(ellipse_at_top,_#e3ebfb_0%,_#f4f6fa_55%)] px-4 py-10"
    >
      <main className="w-full max-w-[28rem]">
        <Brand size="lg" className="mb-6 justify-center text-foreground" />

        <div className="rounded-2xl border bg-card p-6 shadow-card sm:p-8">
          <div className="mb-6 grid gap-1">
            <h1 className="text-2xl font-semibold tracking-tight text-foreground">{ruReset.title}</h1>
            {step === 0 ? <p className="text-sm text-muted-foreground">{ruReset.subtitle}</p> : null}
          </div>

          {view.error ? (
            <Alert variant="error" className="mb-5" data-slot="reset-error">
              {view.error}
            </Alert>
          ) : null}

          <StepIndicator step={step} />

          {step === 0 ? (
            <form
              noValidate
              onSubmit={send}
              className="grid gap-4"
              aria-busy={view.code.sending || undefined}
            >
              <Field label={ruReset.iin}>
                <Input
                  name="iin"
                  value={view.iin}
                  onChange={(e) => onIinChange(sanitizeLoginField('iin', e.target.value))}
                  inputMode="numeric"
                  pattern="[0-9]*"
                  maxLength={IIN_MASK.length}
                  autoComplete="username"
                  disabled={!view.canEditIin}
                />
              </Field>
              {code}
            </form>
          ) : null}

          {step === 1 || step === 2 ? (
            <div className="grid gap-4">
              <Field label={ruReset.iin}>
                <Input name="iin" value={view.iin} readOnly className="bg-muted" />
              </Field>
              {code}
            </div>
          ) : null}

          {step === 3 ? (
            <form noValidate onSubmit={save} className="grid gap-4" aria-busy={view.saving || undefined}>
              <Field label={ruReset.password}>
                <PasswordInput
                  name="new-password"
                  value={view.password}
                  onChange={(e) => onPasswordChange(e.target.value)}
                  autoComplete="new-password"
                  disabled={view.saving}
                />
              </Field>
              <PasswordRules checks={view.checks} />
              <Field label={ruReset.confirmPassword}>
                <PasswordInput
                  name="confirm-password"
                  value={view.confirm}
                  onChange={(e) => onConfirmChange(e.target.value)}
                  autoComplete="new-password"
                  disabled={view.saving}
                  aria-invalid={view.mismatch || undefined}
                  aria-describedby={view.mismatch ? mismatchId : undefined}
                />
                {/* Always present, so the message is announced when it appears. */}
                <p
                  id={mismatchId}
                  aria-live="polite"
                  className="text-xs font-medium text-danger empty:hidden"
                >
                  {view.mismatch ? ruReset.mismatch : null}
                </p>
              </Field>
              <Button
                type="submit"
                size="lg"
                className="w-full"
                disabled={!view.canSave}
                loading={view.saving}
              >
                {view.saving ? ruReset.saving : ruReset.save}
              </Button>
            </form>
          ) : null}

          {step === 4 ? (
            <div className="grid justify-items-center gap-4 py-2 text-center">
              <CircleCheck className="size-12 text-success" aria-hidden="true" />
              <p role="status" className="text-lg font-semibold text-foreground">
                {ruReset.success}
              </p>
              <Button size="lg" className="w-full" onClick={onSignIn}>
                {ruReset.signIn}
              </Button>
            </div>
          ) : null}

          {step !== 4 ? (
            <div className="mt-6 flex justify-center">
              <UiLink to={loginHref} className={linkClassName}>
                {ruReset.back}
              </UiLink>
            </div>
          ) : null}
        </div>
      </main>
    </div>
  );
}
