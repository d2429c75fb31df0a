import { displayDate, fmt, policyStatusTone } from '@sakta/core/shared';
import { ruHistory, type HistoryEntryView } from '@sakta/core/sale/history';
import { cn } from '../../../lib/cn';
import { Badge } from '../../../primitives/badge';
import { Identifier } from '../../../primitives/identifier';
import { UiLink } from '../../../primitives/link';
import { POLICY_TONE } from '../../dashboard/status';

/**
 * One entry of the history panel (spec part 2 section 2.1): id, insurer document, product name, date, insurer
 * title; a policy also its status badge (colours of 4.5). The entry of the page's draft is highlighted. A draft
 * links to its product's page with query draft, or shows without a link (the page is not built); a policy is a
 * button that opens it in the policy modal.
 */
const t = ruHistory;

const interactive =
  'transition-colors outline-none hover:border-primary focus-visible:ring-2 focus-visible:ring-ring';

export function HistoryEntryItem({
  entry,
  onOpenPolicy,
}: {
  entry: HistoryEntryView;
  onOpenPolicy: (id: number) => void;
}) {
  const body = (
    <>
      <span className="flex flex-wrap items-center justify-between gap-2">
        <Identifier className="text-sm font-semibold">{fmt(t.entry.id, { id: entry.id })}</Identifier>
        {entry.status !== null ? (
          <Badge variant={POLICY_TONE[policyStatusTone(entry.status)]} data-status={entry.status}>
            {entry.statusName}
          </Badge>
        ) : null}
        {entry.current ? <Badge variant="primary">{t.current}</Badge> : null}
      </span>
      <span className="block text-sm">{entry.insurer_title}</span>
      <span className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
        <Identifier>{entry.insurer_document}</Identifier>
        <span>{entry.product_name}</span>
        <span>{displayDate(entry.date)}</span>
      </span>
    </>
  );
  const box = cn(
    'grid gap-1 rounded-lg border p-3',
    entry.current ? 'border-primary bg-primary-soft' : 'bg-card',
  );
  return (
    <li
      data-slot="history-entry"
      data-entry-id={entry.id}
      data-current={entry.current || undefined}
      aria-current={entry.current ? 'true' : undefined}
    >
      {entry.href ? (
        <UiLink to={entry.href} className={cn(box, interactive)}>
          {body}
        </UiLink>
      ) : entry.opens !== null ? (
        <button
          type="button"
          className={cn(box, interactive, 'w-full text-left')}
          aria-haspopup="dialog"
          onClick={() => onOpenPolicy(entry.opens!)}
        >
          {body}
        </button>
      ) : (
        <div className={box} title={entry.draft ? t.notBuilt : undefined}>
          {body}
        </div>
      )}
    </li>
  );
}
