/**
 * The success card after payment (spec part 2 sections 2.1, 2.3, 4.1, 9): 'Договор успешно создан' with the
 * contract's number, its global number (or 'Присваивается в 1С…' while 1C processes it, announced when it comes),
 * the dates, the premium, 'Квитанция' and 'Полис' (get-document, once the global number exists) and OK, which
 * reloads the page. The card takes the focus when it appears.
 */
import { useEffect, useId, useRef } from 'react';
import { CircleCheck, FileText } from 'lucide-react';
import { displayDate } from '@sakta/core/shared';
import { ruSalePanel, type SuccessCardView } from '@sakta/core/sale';
import { Button } from '../../../primitives/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../primitives/card';
import { DescriptionItem, DescriptionList } from '../../../primitives/description-list';
import { Identifier } from '../../../primitives/identifier';
import { Spinner } from '../../../primitives/spinner';
import type { SuccessCardEvent } from './events';

const t = ruSalePanel.success;

export interface SuccessCardProps {
  view: SuccessCardView;
  send: (event: SuccessCardEvent) => void;
}

/** The documents get-document gives: 1 the receipt, 0 the policy. */
const documents = [
  { document: 1, label: t.receipt },
  { document: 0, label: t.policy },
] as const;

export function SuccessCard({ view, send }: SuccessCardProps) {
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const laterId = `success-later-${id}`;
  return (
    <Card
      data-slot="success-card"
      role="region"
      aria-labelledby={`success-title-${id}`}
      className="gap-4 border-success/40 py-5"
    >
      <CardHeader>
        <CardTitle
          ref={titleRef}
          id={`success-title-${id}`}
          tabIndex={-1}
          className="flex items-center gap-2 text-lg text-success outline-none"
        >
          <CircleCheck className="size-5" aria-hidden="true" />
          {t.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <DescriptionList layout="compact">
          <DescriptionItem label={t.number}>
            <Identifier className="font-mono">{view.number}</Identifier>
          </DescriptionItem>
          <DescriptionItem label={t.global}>
            {/* Polite: the global number is announced when 1C assigns it. */}
            <span aria-live="polite" data-slot="success-global">
              {view.global && !view.processing ? (
                <Identifier className="font-mono">{view.global}</Identifier>
              ) : (
                <span className="inline-flex items-center gap-2 text-muted-foreground">
                  <Spinner decorative size="sm" />
                  {t.processing}
                </span>
              )}
            </span>
          </DescriptionItem>
          <DescriptionItem label={t.from}>{displayDate(view.from)}</DescriptionItem>
          <DescriptionItem label={t.to}>{displayDate(view.to)}</DescriptionItem>
          <DescriptionItem label={t.premium}>
            <span className="tabular-nums">{view.premiumText}</span>
          </DescriptionItem>
        </DescriptionList>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          {documents.map(({ document, label }) => (
            <Button
              key={document}
              variant="link"
              disabled={!view.documents}
              aria-describedby={view.documents ? undefined : laterId}
              onClick={() => send({ type: 'OPEN_DOCUMENT', document })}
            >
              <FileText aria-hidden="true" />
              {label}
            </Button>
          ))}
        </div>
        {view.documents ? null : (
          <p id={laterId} className="text-xs text-muted-foreground">
            {t.documentsLater}
          </p>
        )}
      </CardContent>
      <CardFooter>
        <Button className="min-w-24" onClick={() => send({ type: 'DONE' })}>
          {t.ok}
        </Button>
      </CardFooter>
    </Card>
  );
}
