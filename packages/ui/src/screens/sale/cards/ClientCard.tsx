/**
 * A party's card on the OGPO page (spec part 2 section 2.2): name or title, identifier, kind and residency, the
 * consent badge 'КДП не получено.', 'Проверка документов' while verified, the anti-money-laundering message, the
 * fields the client field table shows on the card, the driver's licence of a driver, the collapsed 'Банковские
 * реквизиты', and the ЕСБД vs Скан table of differing fields. Its buttons edit, attach documents, and delete.
 */
import type { ReactNode } from 'react';
import { IdCard } from 'lucide-react';
import type { ClientCardView, PartyMark } from '@sakta/core/ogpo';
import { ruSale } from '@sakta/core/sale';
import { displayDate } from '@sakta/core/shared';
import { Badge } from '../../../primitives/badge';
import { Button } from '../../../primitives/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../primitives/card';
import { Identifier } from '../../../primitives/identifier';
import { CardActions } from './CardActions';
import { VerificationBadges, markClass } from './CheckMark';
import { PodftMessage } from './PodftMessage';
import { DifferencesTable } from '../../parties/client/DifferencesTable';

const t = ruSale.card;

export interface ClientCardProps {
  card: ClientCardView;
  /** A driver's card shows the licence (or its absence and a button to add it). */
  driver?: boolean;
  /** A label above the title (e.g. 'Страхователь' on the insurer's own driver card). */
  caption?: string;
  onEdit: () => void;
  /** Absent: no delete on this card (the insurer insured by the checkbox is removed by the checkbox). */
  onDelete?: () => void;
  /** Absent: the party takes no documents (the bank). */
  onDocuments?: () => void;
  onLicence?: () => void;
  /** Shown when the anti-money-laundering check asks for the document images. */
  onPodftDocuments?: () => void;
  children?: ReactNode;
  /** How the card came out of the last verification. */
  mark?: PartyMark | null;
  /** No buttons while the policy is locked. */
  locked?: boolean;
  /** A line of its own under the title's badges (the default insured says what it stands for). */
  note?: string;
}

export function ClientCard({
  card,
  driver,
  caption,
  onEdit,
  onDelete,
  onDocuments,
  onLicence,
  onPodftDocuments,
  mark,
  locked,
  note,
}: ClientCardProps) {
  return (
    <Card
      data-slot="client-card"
      data-mark={mark ?? undefined}
      aria-label={card.title}
      role="group"
      className={`gap-3 py-4 ${markClass(mark)}`}
    >
      <CardHeader className="gap-1.5">
        {caption ? <p className="text-xs font-medium text-muted-foreground">{caption}</p> : null}
        <CardTitle className="break-words">{card.title}</CardTitle>
        <p className="font-mono text-sm text-muted-foreground">
          <Identifier>{card.identifier}</Identifier>
        </p>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="neutral">{card.kind}</Badge>
          <Badge variant="neutral">{card.residency}</Badge>
          <VerificationBadges mark={mark} beingVerified={card.beingVerified} />
          {card.bonusClass ? (
            <Badge variant="primary">
              {t.class} {card.bonusClass}
            </Badge>
          ) : null}
          {card.noConsent ? <Badge variant="danger">{t.noConsent}</Badge> : null}
        </div>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {note ? <p className="text-muted-foreground">{note}</p> : null}
        <PodftMessage message={card.podftMessage} />
        {card.details.length ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {card.details.map((row) => (
              <div key={row.label} className="contents">
                <dt className="text-muted-foreground">{row.label}</dt>
                <dd className="break-words">{row.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {driver ? (
          card.licence ? (
            <p>
              <span className="text-muted-foreground">{t.licence}: </span>
              {card.licence.number}, {displayDate(card.licence.issued)}
            </p>
          ) : (
            <p className="text-warning">{t.noLicence}</p>
          )
        ) : null}
        {card.bank ? (
          <details className="rounded-md border px-3 py-2">
            <summary className="cursor-pointer font-medium">{t.bank}</summary>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {card.bank.map((row) => (
                <div key={row.label} className="contents">
                  <dt className="text-muted-foreground">{row.label}</dt>
                  <dd className="font-mono break-all">{row.value}</dd>
                </div>
              ))}
            </dl>
          </details>
        ) : null}
        {card.differences.length ? <DifferencesTable rows={card.differences} /> : null}
      </CardContent>
      <CardActions
        name={card.title}
        onEdit={onEdit}
        onDelete={onDelete}
        onDocuments={onDocuments}
        onPodftDocuments={onPodftDocuments}
        locked={locked}
      >
        {driver && onLicence ? (
          <Button size="sm" variant="ghost" onClick={onLicence} aria-label={`${t.licence}: ${card.title}`}>
            <IdCard aria-hidden="true" /> {t.licence}
          </Button>
        ) : null}
      </CardActions>
    </Card>
  );
}
