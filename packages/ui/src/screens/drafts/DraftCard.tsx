import { Trash2 } from 'lucide-react';
import { displayDate, fmt, ruDrafts, type DraftRow } from '@sakta/core';
import { Button, buttonVariants } from '../../primitives/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../primitives/card';
import { DescriptionItem, DescriptionList } from '../../primitives/description-list';
import { UiLink } from '../../primitives/link';

/**
 * A draft's card (spec part 2 section 2.6): id, insurer title and document, product name, updated, user; 'Оформить'
 * to its product page with query draft (absent while that page is not built), and delete.
 */
export interface DraftCardProps {
  draft: DraftRow & { href: string | null };
  onDelete: (id: string) => void;
}

const t = ruDrafts;

export function DraftCard({ draft, onDelete }: DraftCardProps) {
  const title = fmt(t.card.id, { id: draft.id });
  return (
    <Card data-slot="draft-card" data-draft-id={draft.id} role="listitem" aria-label={title}>
      <CardHeader>
        <CardTitle className="text-sm break-all">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <DescriptionList layout="compact">
          <DescriptionItem label={t.card.insurer}>{draft.insurer_title}</DescriptionItem>
          <DescriptionItem label={t.card.document}>{draft.insurer_document}</DescriptionItem>
          <DescriptionItem label={t.card.product}>{draft.product_name}</DescriptionItem>
          <DescriptionItem label={t.card.updated}>{displayDate(draft.updated)}</DescriptionItem>
          <DescriptionItem label={t.card.user}>{draft.user}</DescriptionItem>
        </DescriptionList>
      </CardContent>
      <CardFooter className="flex items-center justify-between gap-2">
        {draft.href ? (
          <UiLink to={draft.href} className={buttonVariants({ size: 'sm' })}>
            {t.open}
          </UiLink>
        ) : (
          <span className="text-xs text-muted-foreground">{t.notBuilt}</span>
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
