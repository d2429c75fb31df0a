import { Trash2 } from 'lucide-react';
import { displayDate, fmt, ruDrafts, type DraftCardOpening, type DraftRow } from '@sakta/core';
import { Button, buttonVariants } from '../../primitives/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../primitives/card';
import { UiLink } from '../../primitives/link';

/**
 * A draft's card (spec part 2 section 2.6): id, insurer title and document, product name, updated, user; 'Оформить'
 * to its product page with query draft, or why there is none (the page is not for the user, or not built), and
 * delete.
 */
export interface DraftCardProps {
  draft: DraftRow & DraftCardOpening;
  onDelete: (id: string) => void;
}

const t = ruDrafts;

const fields = (d: DraftCardProps['draft']): Array<[string, string]> => [
  [t.card.insurer, d.insurer_title],
  [t.card.document, d.insurer_document],
  [t.card.product, d.product_name],
  [t.card.updated, displayDate(d.updated)],
  [t.card.user, d.user],
];

export function DraftCard({ draft, onDelete }: DraftCardProps) {
  const title = fmt(t.card.id, { id: draft.id });
  return (
    <Card data-slot="draft-card" data-draft-id={draft.id} role="listitem" aria-label={title}>
      <CardHeader>
        {/* the number on a line of its own that never breaks (a 26-character id would wrap mid-number) */}
        <CardTitle className="grid gap-0.5 text-sm">
          <span>{t.card.draft} </span>
          <span
            data-slot="draft-number"
            className="overflow-hidden font-mono text-xs font-normal text-ellipsis whitespace-nowrap text-muted-foreground"
            title={draft.id}
          >
            {fmt(t.card.number, { id: draft.id })}
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {/* a plain list: the DescriptionList primitive would become shared by four pages and weigh on all */}
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {fields(draft).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium break-words">{value || '—'}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
      <CardFooter className="mt-auto justify-between">
        {draft.href ? (
          <UiLink to={draft.href} className={buttonVariants({ size: 'sm' })}>
            {t.open}
          </UiLink>
        ) : (
          <span data-slot="draft-unavailable" className="text-xs text-muted-foreground">
            {draft.unavailable}
          </span>
        )}
        <Button
          variant="ghost"
          size="icon"
          aria-label={fmt(t.deleteLabel, { id: draft.id })}
          onClick={() => onDelete(draft.id)}
        >
          <Trash2 className="size-4 text-danger" aria-hidden="true" />
        </Button>
      </CardFooter>
    </Card>
  );
}
