import { useEffect } from 'react';
import { CircleCheck, CircleX, Info, X } from 'lucide-react';
import {
  EPAY_WIDGET_SIZE,
  fmt,
  localiseMessage,
  publicText,
  type EpayView,
  type PublicCatalogue,
} from '@sakta/core';
import { Button } from '../../primitives/button';
import { Dialog, DialogClose, DialogSurface, DialogTitle, preloadDialog } from '../../primitives/dialog';
import {
  PageTitle,
  PublicLoading,
  PublicPage,
  ResultCard,
  type PublicLanguageProps,
} from '../consent/public-page';

export type EpayScreenView = EpayView;

export interface EpayScreenProps extends PublicLanguageProps {
  /** The contract id of the route /epay/{id}. */
  id: string;
  view: EpayView;
  /** The widget's close button or Esc: the payment is abandoned. */
  onClose: () => void;
  /** Pay again / load again. */
  onRetry: () => void;
}

/**
 * Card payment page /epay/{id} (spec part 1 section 2 "Contract payment screen"): 'Переход на оплату договора',
 * then the provider's widget in a modal overlay (box 420 x 900 px), then the outcome; a failure shows the
 * server's message with an info icon.
 */
export function EpayScreen({ id, view, language, onLanguageChange, onClose, onRetry }: EpayScreenProps) {
  const t = publicText(language).epay;
  const redirect = fmt(t.redirect, { id });
  // the server's or the provider's message, in the page's language when the catalogue has it
  const message = localiseMessage(view.message, language);
  // The widget's overlay is a dialog, whose code is fetched while the payment is asked for, not after it.
  useEffect(() => void preloadDialog().catch(() => undefined), []);
  return (
    <PublicPage
      data-slot="epay-screen"
      data-status={view.status}
      language={language}
      onLanguageChange={onLanguageChange}
    >
      <PageTitle>{t.title}</PageTitle>

      {view.status === 'loading' ? <PublicLoading label={redirect} /> : null}

      {view.status === 'widget' ? (
        <>
          <p className="text-sm text-muted-foreground">{redirect}</p>
          <EpayWidget url={view.widgetUrl} onClose={onClose} t={t} />
        </>
      ) : null}

      {view.status === 'paid' ? (
        <ResultCard tone="success" title={t.paid} icon={<CircleCheck />}>
          {message ?? fmt(t.paidText, { id })}
        </ResultCard>
      ) : null}

      {view.status === 'declined' ? (
        <ResultCard
          tone="danger"
          role="alert"
          title={t.declined}
          icon={<CircleX />}
          actions={<Button onClick={onRetry}>{t.retry}</Button>}
        >
          {message ?? fmt(t.declinedText, { id })}
        </ResultCard>
      ) : null}

      {view.status === 'cancelled' ? (
        <ResultCard
          tone="neutral"
          title={t.cancelled}
          icon={<Info />}
          actions={<Button onClick={onRetry}>{t.retry}</Button>}
        >
          {message}
        </ResultCard>
      ) : null}

      {view.status === 'failed' || view.status === 'refused' ? (
        <section
          data-slot="epay-failed"
          className="grid justify-items-start gap-4 rounded-2xl border bg-card p-6 shadow-card"
        >
          <div role="alert" className="flex items-start gap-3">
            <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div className="grid gap-1">
              <h2 className="font-semibold text-foreground">{t.failed}</h2>
              {message ? <p className="text-sm text-muted-foreground">{message}</p> : null}
            </div>
          </div>
          {view.status === 'failed' ? (
            <Button variant="outline" onClick={onRetry}>
              {t.reload}
            </Button>
          ) : null}
        </section>
      ) : null}
    </PublicPage>
  );
}

/**
 * The provider's widget in a modal overlay: dimmed backdrop, a 420 x 900 px box (scrolls when the window is
 * lower), focus kept inside, Esc or the close button call onClose. A click on the backdrop does nothing (a
 * half-typed card form is not thrown away by a stray click).
 */
function EpayWidget({
  url,
  onClose,
  t,
}: {
  url: string | null;
  onClose: () => void;
  t: PublicCatalogue['epay'];
}) {
  const { width, height } = EPAY_WIDGET_SIZE;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogSurface
        overlay={{
          'data-slot': 'epay-backdrop',
          className:
            'fixed inset-0 z-50 bg-slate-950/55 backdrop-blur-[1px] data-[state=open]:animate-overlay-in',
        }}
        data-slot="epay-widget"
        aria-describedby={undefined}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        className="fixed top-1/2 left-1/2 z-50 max-w-[100vw] -translate-x-1/2 -translate-y-1/2 overflow-auto rounded-xl bg-card shadow-popover outline-none"
        style={{ width, height, maxHeight: '100vh' }}
      >
        <DialogTitle className="sr-only">{t.widgetTitle}</DialogTitle>
        {url ? (
          <iframe
            src={url}
            title={t.widgetTitle}
            allow="payment"
            // the box is 420 x 900 px, narrower on a phone: the frame fills it
            className="block h-full w-full border-0"
          />
        ) : null}
        <DialogClose className="absolute top-2 right-2 rounded-full bg-card/90 p-1.5 text-muted-foreground shadow-card outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring">
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">{t.close}</span>
        </DialogClose>
      </DialogSurface>
    </Dialog>
  );
}
