/**
 * The insured items of a financial-institution sale page (property's objects, casco's vehicles; spec part 2 sections
 * 2.3, 2.4, 3.4, 3.5, 5.2, 5.5, 8): each item's card (its title and subtitle, its figures, what core refuses of it
 * in red under them), edit and delete; the add tile while the policy may change; the total insured amount. The
 * product gives each card's rows as core's view has them.
 */
import { AlertCircle } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../primitives/card';
import { AddTile } from '../../organisation/AddTile';
import { CardActions } from '../cards/CardActions';
import { PageCard } from './PageCard';

/** A figure of an item's card; `danger`: said in red (a premium the calculation could not get). */
export interface ItemRow {
  label: string;
  value: string;
  danger?: boolean;
}

export interface ItemCardView {
  index: number;
  /** The card's accessible name and its buttons' ('Изменить: …'). */
  name: string;
  title: string;
  subtitle?: string;
  rows: readonly ItemRow[];
  /** What core refuses of the item under the policy as it is now. */
  errors: readonly string[];
}

function ItemCard({
  item,
  slot,
  locked,
  onEdit,
  onDelete,
}: {
  item: ItemCardView;
  slot: string;
  locked: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const invalid = item.errors.length > 0;
  return (
    <Card
      data-slot={`${slot}-card`}
      data-invalid={invalid || undefined}
      role="group"
      aria-label={item.name}
      className={`gap-3 py-4 ${invalid ? 'border-danger ring-1 ring-danger' : ''}`}
    >
      <CardHeader className="gap-1">
        <CardTitle>{item.title}</CardTitle>
        {item.subtitle ? <p className="text-sm text-muted-foreground">{item.subtitle}</p> : null}
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {item.rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd
                data-danger={row.danger || undefined}
                className={row.danger ? 'font-medium text-danger' : 'tabular-nums'}
              >
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
        {invalid ? (
          <ul data-slot={`${slot}-errors`} className="grid gap-1 text-danger">
            {item.errors.map((error) => (
              <li key={error} className="flex items-start gap-2">
                <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {error}
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
      <CardActions name={item.name} onEdit={onEdit} onDelete={onDelete} locked={locked} />
    </Card>
  );
}

export interface ItemsCardProps {
  /** The heading's id (the region is labelled by it). */
  id: string;
  title: string;
  /** The data-slot of the region; its cards are `${item}-card`, the total `${item}s-total`. */
  slot: string;
  item: string;
  words: { empty: string; add: string; total: string };
  items: readonly ItemCardView[];
  /** The items' insured amounts together. */
  total: string;
  locked: boolean;
  /** Opens the item's modal: an item (index) or a new one (null). */
  onOpen: (index: number | null) => void;
  /** Asks to delete an item (the page confirms first). */
  onAskDelete: (index: number, name: string) => void;
}

export function ItemsCard(props: ItemsCardProps) {
  const { items, locked, onOpen, onAskDelete, words } = props;
  return (
    <PageCard id={props.id} title={props.title} slot={props.slot}>
      {items.length === 0 ? <p className="text-sm text-muted-foreground">{words.empty}</p> : null}
      {items.length > 0 || !locked ? (
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {items.map((item) => (
            <ItemCard
              key={item.index}
              item={item}
              slot={props.item}
              locked={locked}
              onEdit={() => onOpen(item.index)}
              onDelete={() => onAskDelete(item.index, item.name)}
            />
          ))}
          {locked ? null : <AddTile label={words.add} onClick={() => onOpen(null)} />}
        </div>
      ) : null}
      <p data-slot={`${props.item}s-total`} className="flex flex-wrap justify-end gap-2 text-sm">
        <span className="text-muted-foreground">{words.total}:</span>
        <span className="font-semibold tabular-nums">{props.total}</span>
      </p>
    </PageCard>
  );
}
