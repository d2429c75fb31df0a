import type { FormEvent } from 'react';
import { IIN_MASK, ru, sanitizeLoginField, type LoginField, type LoginView } from '@sakta/core';
import { Alert } from '../../primitives/alert';
import { Brand } from '../../primitives/brand';
import { Button } from '../../primitives/button';
import { Field, Input } from '../../primitives/field';
import { UiLink } from '../../primitives/link';
import { PasswordInput } from '../../primitives/password-input';

export interface LoginScreenProps extends LoginView {
  onChange: (field: LoginField, value: string) => void;
  /** Called on 'Войти' or Enter, only when `canSubmit`. */
  onSubmit: () => void;
  /** The password reset page ('/reset'); without it the 'Забыли пароль?' link is not shown (screen not built yet). */
  resetHref?: string | null;
  /** An info message above the form (e.g. 'Сессия истекла. Войдите снова.'). */
  notice?: string | null;
}

/** Login page (spec part 1 section 2 "Login"): renders the login machine's view model. */
export function LoginScreen({
  iin,
  password,
  apc,
  canSubmit,
  submitting,
  submitLabel,
  error,
  notice = null,
  onChange,
  onSubmit,
  resetHref = null,
}: LoginScreenProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit && !submitting) onSubmit();
  };

  return (
    <div
      data-slot="login-screen"
      className="flex min-h-dvh flex-col items-center justify-center bg-[radial-gradient(ellipse_at_top,_#e3ebfb_0%,_#f4f6fa_55%)] px-4 py-10"
    >
      <main className="w-full max-w-[26rem]">
        <Brand size="lg" className="mb-6 justify-center text-foreground" />

        <div className="rounded-2xl border bg-card p-6 shadow-card sm:p-8">
          <div className="mb-6 grid gap-1">
            <h1 className="text-2xl font-semibold tracking-tight text-foreground">{ru.login.title}</h1>
            <p className="text-sm text-muted-foreground">{ru.login.subtitle}</p>
          </div>

          {notice ? (
            <Alert variant="info" className="mb-5">
              {notice}
            </Alert>
          ) : null}

          <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={submitting || undefined}>
            <Field label={ru.login.iin}>
              {/* The 12-digit mask: the login machine keeps digits only, at most 12 (IIN_MASK has no separators,
                  so a masked input would add its code to the login page for the same behaviour). */}
              <Input
                name="iin"
                value={iin}
                onChange={(e) => onChange('iin', sanitizeLoginField('iin', e.target.value))}
                inputMode="numeric"
                pattern="[0-9]*"
                maxLength={IIN_MASK.length}
                autoComplete="username"
                disabled={submitting}
              />
            </Field>

            <Field label={ru.login.password}>
              <PasswordInput
                name="password"
                value={password}
                onChange={(e) => onChange('password', e.target.value)}
                autoComplete="current-password"
                disabled={submitting}
              />
            </Field>

            <Field label={ru.login.apc} hint={ru.login.apcHint}>
              <Input
                name="apc"
                value={apc}
                onChange={(e) => onChange('apc', e.target.value)}
                autoComplete="off"
                spellCheck={false}
                disabled={submitting}
              />
            </Field>

            {resetHref ? (
              <div className="-mt-1 flex justify-end">
                <UiLink
                  to={resetHref}
                  className="rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {ru.login.forgot}
                </UiLink>
              </div>
            ) : null}

            <Button type="submit" size="lg" className="w-full" disabled={!canSubmit} loading={submitting}>
              {submitLabel}
            </Button>

            {error ? <Alert variant="error">{error}</Alert> : null}
          </form>
        </div>
      </main>
    </div>
  );
}
