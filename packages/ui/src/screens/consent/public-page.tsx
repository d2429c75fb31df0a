import type { ReactNode } from 'react';
import { CircleCheck, ShieldX } from 'lucide-react';
import {
  localiseMessage,
  publicText,
  type CodeView,
  type PublicConfirmationView,
  type PublicLanguage,
} from '@sakta/core';

export type { PublicConfirmationView, PublicLanguage };
import { cn } from '../../lib/cn';
import { LoadFailedAlert } from '../../primitives/load-failed';
import { Brand } from '../../primitives/brand';
import { Spinner } from '../../primitives/spinner';
import { CodeConfirmation } from '../code/CodeConfirmation';
import { LanguageSwitch } from './language-switch';

/** The language a customer's page speaks, and the switch that changes it ('Қазақша / Русский'). */
export interface PublicLanguageProps {
  language: PublicLanguage;
  onLanguageChange: (language: PublicLanguage) => void;
}

/**
 * A customer's page (no session): the brand bar with the language switch, and a centred content column, all in
 * the page's language (its `lang`; the app sets the document's too).
 */
export function PublicPage({
  children,
  className,
  wide = false,
  language,
  onLanguageChange,
  ...props
}: PublicLanguageProps & {
  children: ReactNode;
  className?: string;
  /** Wider column (a document to read). */
  wide?: boolean;
  'data-slot'?: string;
  'data-status'?: string;
}) {
  return (
    <div lang={language} className="flex min-h-dvh flex-col bg-background" {...props}>
      <header className="border-b bg-card">
        <div
          className={cn(
            'mx-auto flex h-14 w-full items-center justify-between gap-3 px-4',
            wide ? 'max-w-4xl' : 'max-w-3xl',
          )}
        >
          <Brand className="text-foreground" />
          <LanguageSwitch value={language} onChange={onLanguageChange} />
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

/** The page's heading. */
export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className="text-2xl font-semibold tracking-tight text-foreground">{children}</h1>;
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
export function AcceptedCard({ language, text }: { language: PublicLanguage; text?: string }) {
  const t = publicText(language).consent;
  return (
    <ResultCard tone="success" title={t.accepted} icon={<CircleCheck />}>
      {text ?? t.acceptedText}
    </ResultCard>
  );
}

export function NoAccessCard({ language }: { language: PublicLanguage }) {
  const t = publicText(language).consent;
  return (
    <ResultCard tone="neutral" title={t.noAccess} icon={<ShieldX />}>
      {t.noAccessText}
    </ResultCard>
  );
}

/** The status could not be loaded: the message (the server's, in the page's language when known) and 'Повторить'. */
export function LoadFailed({
  language,
  message,
  onRetry,
}: {
  language: PublicLanguage;
  message: string | null;
  onRetry: () => void;
}) {
  const t = publicText(language).consent;
  const shown = localiseMessage(message, language);
  return (
    <LoadFailedAlert
      title={t.loadFailed}
      message={shown && shown !== t.loadFailed ? shown : null}
      retryLabel={t.retry}
      onRetry={onRetry}
      className="gap-4!"
    />
  );
}

/** The code card of a public page: its prompt and the shared code step (the code was sent before the page). */
export function CodeSection({
  id,
  language,
  prompt,
  view,
  onCodeChange,
  onVerify,
}: {
  id: string;
  language: PublicLanguage;
  prompt: string;
  view: CodeView;
  onCodeChange: (value: string) => void;
  onVerify: () => void;
}) {
  const t = publicText(language).code;
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-2xl border bg-card p-6 shadow-card">
      <h2 id={id} className="text-base font-semibold text-foreground">
        {prompt}
      </h2>
      <CodeConfirmation
        view={{ ...view, error: localiseMessage(view.error, language) }}
        text={t}
        onChange={onCodeChange}
        onVerify={onVerify}
        verifyLabel={t.confirm}
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
  acceptedText,
  codeId,
  codePrompt,
  onCodeChange,
  onVerify,
  onRetry,
  children,
  language,
  ...page
}: PublicConfirmationEvents &
  PublicLanguageProps & {
    view: PublicConfirmationView;
    title: string;
    acceptedText?: string;
    codeId: string;
    codePrompt: string;
    children: ReactNode;
    wide?: boolean;
    'data-slot': string;
  }) {
  return (
    <PublicPage {...page} language={language} data-status={view.status}>
      <PageTitle>{title}</PageTitle>

      {view.status === 'loading' ? <PublicLoading label={publicText(language).consent.loading} /> : null}
      {view.status === 'accepted' ? <AcceptedCard language={language} text={acceptedText} /> : null}
      {view.status === 'noAccess' ? <NoAccessCard language={language} /> : null}
      {view.status === 'failed' ? (
        <LoadFailed language={language} message={view.loadError} onRetry={onRetry} />
      ) : null}

      {view.status === 'form' ? (
        <>
          {children}
          <CodeSection
            id={codeId}
            language={language}
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
