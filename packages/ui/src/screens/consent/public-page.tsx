import type { ReactNode } from 'react';
import { CircleCheck, ShieldX } from 'lucide-react';
import { ruCode, ruConsent, type CodeView, type PublicConfirmationView } from '@sakta/core';

export type { PublicConfirmationView };
import { cn } from '../../lib/cn';
import { LoadFailedAlert } from '../../primitives/load-failed';
import { Brand } from '../../primitives/brand';
import { Spinner } from '../../primitives/spinner';
import { CodeConfirmation } from '../code/CodeConfirmation';

/** A public page (no session): the brand bar and a centred content column. */
export function PublicPage({
  children,
  className,
  wide = false,
  ...props
}: {
  children: ReactNode;
  className?: string;
  /** Wider column (a document to read). */
  wide?: boolean;
  'data-slot'?: string;
  'data-status'?: string;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-background" {...props}>
      <header className="border-b bg-card">
        <div className={cn('mx-auto flex h-14 w-full items-center px-4', wide ? 'max-w-4xl' : 'max-w-3xl')}>
          <Brand className="text-foreground" />
        </div>
      </header>
      <main
        className={cn(
          'mx-auto flex w-full flex-1 flex-col gap-6 px-4 py-8',
          wide ? 'max-w-4xl' : 'max-w-3xl',
          className,
        )}
      >
        {children}
      </main>
    </div>
  );
}

/** The page's heading; `lang` when it is not in the page's language (the consent's Kazakh tab). */
export function PageTitle({ children, lang }: { children: ReactNode; lang?: string }) {
  return (
    <h1 lang={lang} className="text-2xl font-semibold tracking-tight text-foreground">
      {children}
    </h1>
  );
}

/** A spinner with a visible, announced label. */
export function PublicLoading({ label }: { label: string }) {
  return (
    <div
      role="status"
      data-slot="public-loading"
      className="flex flex-col items-center justify-center gap-3 py-16 text-sm text-muted-foreground"
    >
      <Spinner decorative size="lg" className="text-primary" />
      <span>{label}</span>
    </div>
  );
}

/** A result card: icon, heading, text and optional actions. */
export function ResultCard({
  tone,
  title,
  children,
  icon,
  actions,
  role = 'status',
}: {
  tone: 'success' | 'neutral' | 'danger';
  title: string;
  children?: ReactNode;
  icon: ReactNode;
  actions?: ReactNode;
  role?: 'status' | 'alert';
}) {
  const colors = {
    success: 'bg-success-soft text-success',
    neutral: 'bg-neutral-soft text-neutral',
    danger: 'bg-danger-soft text-danger',
  } as const;
  return (
    <section
      data-slot="result-card"
      data-tone={tone}
      className="grid justify-items-center gap-3 rounded-2xl border bg-card px-6 py-10 text-center shadow-card"
    >
      <span
        className={cn('flex size-14 items-center justify-center rounded-full [&_svg]:size-7', colors[tone])}
        aria-hidden="true"
      >
        {icon}
      </span>
      <div role={role} className="grid gap-1.5">
        <h2 className="text-xl font-semibold text-foreground">{title}</h2>
        {children ? <p className="max-w-md text-sm text-muted-foreground">{children}</p> : null}
      </div>
      {actions ? <div className="mt-2 flex flex-wrap justify-center gap-2">{actions}</div> : null}
    </section>
  );
}

/** 'Согласие предоставлено' with what was confirmed (the consent page's text unless a page names its document). */
export function AcceptedCard({ text = ruConsent.acceptedText }: { text?: string }) {
  return (
    <ResultCard tone="success" title={ruConsent.accepted} icon={<CircleCheck />}>
      {text}
    </ResultCard>
  );
}

export function NoAccessCard() {
  return (
    <ResultCard tone="neutral" title={ruConsent.noAccess} icon={<ShieldX />}>
      {ruConsent.noAccessText}
    </ResultCard>
  );
}

export function LoadFailed({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <LoadFailedAlert
      title={ruConsent.loadFailed}
      message={message && message !== ruConsent.loadFailed ? message : null}
      retryLabel={ruConsent.retry}
      onRetry={onRetry}
      className="gap-4!"
    />
  );
}

/** The code card of a public page: its prompt and the shared code step (the code was sent before the page). */
export function CodeSection({
  id,
  prompt,
  view,
  onCodeChange,
  onVerify,
}: {
  id: string;
  prompt: string;
  view: CodeView;
  onCodeChange: (value: string) => void;
  onVerify: () => void;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-2xl border bg-card p-6 shadow-card">
      <h2 id={id} className="text-base font-semibold text-foreground">
        {prompt}
      </h2>
      <CodeConfirmation
        view={view}
        onChange={onCodeChange}
        onVerify={onVerify}
        verifyLabel={ruCode.confirm}
      />
    </section>
  );
}

/** What a customer's confirmation page reports: the code typed, 'Подтвердить', 'Повторить' after a failed load. */
export interface PublicConfirmationEvents {
  onCodeChange: (value: string) => void;
  onVerify: () => void;
  onRetry: () => void;
}

/**
 * A customer's confirmation page (the consent, a document): the title, then loading, accepted, no access or the
 * load failure with 'Повторить'; on the form, what is confirmed (`children`) and the code card.
 */
export function PublicConfirmationPage({
  view,
  title,
  titleLang,
  acceptedText,
  codeId,
  codePrompt,
  onCodeChange,
  onVerify,
  onRetry,
  children,
  ...page
}: PublicConfirmationEvents & {
  view: PublicConfirmationView;
  title: string;
  titleLang?: string;
  acceptedText?: string;
  codeId: string;
  codePrompt: string;
  children: ReactNode;
  wide?: boolean;
  'data-slot': string;
}) {
  return (
    <PublicPage {...page} data-status={view.status}>
      <PageTitle lang={titleLang}>{title}</PageTitle>

      {view.status === 'loading' ? <PublicLoading label={ruConsent.loading} /> : null}
      {view.status === 'accepted' ? <AcceptedCard text={acceptedText} /> : null}
      {view.status === 'noAccess' ? <NoAccessCard /> : null}
      {view.status === 'failed' ? <LoadFailed message={view.loadError} onRetry={onRetry} /> : null}

      {view.status === 'form' ? (
        <>
          {children}
          <CodeSection
            id={codeId}
            prompt={codePrompt}
            view={view.code}
            onCodeChange={onCodeChange}
            onVerify={onVerify}
          />
        </>
      ) : null}
    </PublicPage>
  );
}
