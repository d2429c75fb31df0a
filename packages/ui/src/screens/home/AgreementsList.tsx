import { useId } from 'react';
import { FileText, SquareArrowOutUpRight } from 'lucide-react';
import { ruHome, type AgreementsView } from '@sakta/core';
import { LoadFailedAlert } from '../../primitives/load-failed';
import { Spinner } from '../../primitives/spinner';

/** What the home list shows of core's `selectAgreementsView` (the modal reads the rest). */
export type HomeAgreementsView = Pick<
  AgreementsView,
  'status' | 'refreshing' | 'agreements' | 'loadError' | 'canOpen'
>;

export interface AgreementsListProps {
  view: HomeAgreementsView;
  /** The open icon of an agreement. */
  onOpen: (id: number) => void;
  /** 'Повторить' after the list failed to load. */
  onRetry: () => void;
}

/**
 * 'На согласование' (spec part 1 section 2 "Home"): the user's agreements waiting for confirmation, each with its
 * title, description and an open icon; loading, empty and failed states; busy while the list reloads.
 */
export function AgreementsList({ view, onOpen, onRetry }: AgreementsListProps) {
  const titleId = useId();
  const t = ruHome.agreements;
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={view.status === 'loading' || view.refreshing || undefined}
      data-slot="agreements"
      data-status={view.status}
      className="grid gap-3"
    >
      <div className="flex items-center gap-3">
        <h2 id={titleId} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {t.title}
        </h2>
        {view.refreshing ? <Spinner size="sm" label={t.refreshing} className="text-primary" /> : null}
      </div>

      {view.status === 'loading' ? (
        <div
          role="status"
          className="flex items-center gap-3 rounded-xl border bg-card px-5 py-4 text-sm text-muted-foreground"
        >
          <Spinner decorative className="text-primary" />
          <span>{t.loading}</span>
        </div>
      ) : null}

      {view.status === 'failed' ? (
        <LoadFailedAlert
          title={t.loadFailed}
          message={view.loadError}
          retryLabel={t.retry}
          onRetry={onRetry}
        />
      ) : null}

      {view.status === 'ready' && view.agreements.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card px-5 py-4 text-sm text-muted-foreground">
          {t.empty}
        </p>
      ) : null}

      {view.status === 'ready' && view.agreements.length > 0 ? (
        <ul className="grid divide-y overflow-hidden rounded-xl border bg-card shadow-card">
          {view.agreements.map((a) => (
            // the whole row opens the agreement (its title and description are the target, not only the icon); its
            // name is what it shows, the title and the description, after a verb only heard ('Открыть:'), so what
            // one sees is what one hears and says (no aria-label leaving the description out)
            <li key={a.id} data-agreement={a.id}>
              <button
                type="button"
                className="flex w-full cursor-pointer items-center gap-4 px-5 py-4 text-left transition-colors hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset disabled:cursor-not-allowed disabled:opacity-60"
                disabled={!view.canOpen}
                onClick={() => onOpen(a.id)}
              >
                <FileText className="size-5 shrink-0 text-primary" aria-hidden="true" />
                <span className="sr-only">{t.open}</span>{' '}
                <span className="grid min-w-0 grow gap-0.5">
                  <span className="font-semibold break-words">{a.title}</span>
                  {a.description ? (
                    <>
                      {' '}
                      <span className="text-sm break-words text-muted-foreground">{a.description}</span>
                    </>
                  ) : null}
                </span>
                <SquareArrowOutUpRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
