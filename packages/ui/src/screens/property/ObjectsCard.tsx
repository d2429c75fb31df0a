/**
 * The insured objects (spec part 2 sections 2.3, 3.5, 5.5): each object's card (its kind or the movable program,
 * the address, the cost and the insured amount, after calculation its premium and tariff), what 5.5 refuses of it
 * under the policy as it is now in red under it, edit and delete; the add tile and the total insured amount.
 * Renders core's `view.objects` and `view.objectsTotal`.
 */
import { ruProperty } from '@sakta/core/property';
import type { ObjectCard as ObjectCardView } from '@sakta/core/property/sale';
import { AlertCircle } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../primitives/card';
import { AddTile } from '../organisation/AddTile';
import { CardActions } from '../sale/cards/CardActions';
import { PageCard } from '../sale/fi/PageCard';

const t = ruProperty.page.objects;

/** The object's name in its card's label and buttons: its kind (or the program) and its address. */
export const objectName = (o: ObjectCardView) => (o.address ? `${o.title}, ${o.address}` : o.title);

function ObjectCard({
  object,
  locked,
  onEdit,
  onDelete,
}: {
  object: ObjectCardView;
  locked: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const name = objectName(object);
  // the premium and the tariff once calculated
  const rows: Array<[string, string | null]> = [
    [t.cost, object.costText],
    [t.amount, object.amountText],
    [t.premium, object.premiumText],
    [t.tariff, object.tariffText],
  ];
  const invalid = object.errors.length > 0;
  return (
    <Card
      data-slot="object-card"
      data-invalid={invalid || undefined}
      role="group"
      aria-label={name}
      className={`gap-3 py-4 ${invalid ? 'border-danger ring-1 ring-danger' : ''}`}
    >
      <CardHeader className="gap-1">
        <CardTitle>{object.title}</CardTitle>
        <p className="text-sm text-muted-foreground">{object.address}</p>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {rows.map(([label, value]) =>
            value === null ? null : (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="tabular-nums">{value}</dd>
              </div>
            ),
          )}
        </dl>
        {invalid ? (
          <ul data-slot="object-errors" className="grid gap-1 text-danger">
            {object.errors.map((error) => (
              <li key={error} className="flex items-start gap-2">
                <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {error}
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
      <CardActions name={name} onEdit={onEdit} onDelete={onDelete} locked={locked} />
    </Card>
  );
}

export interface ObjectsCardProps {
  objects: ObjectCardView[];
  total: string;
  locked: boolean;
  /** Opens the object modal: an object (index) or a new one (null). */
  onOpen: (index: number | null) => void;
  /** Asks to delete an object (the page confirms first). */
  onAskDelete: (index: number, name: string) => void;
}

export function ObjectsCard({ objects, total, locked, onOpen, onAskDelete }: ObjectsCardProps) {
  return (
    <PageCard id="property-objects" title={ruProperty.page.sections.objects} slot="property-objects">
      {objects.length === 0 ? <p className="text-sm text-muted-foreground">{t.empty}</p> : null}
      {objects.length > 0 || !locked ? (
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {objects.map((o) => (
            <ObjectCard
              key={o.index}
              object={o}
              locked={locked}
              onEdit={() => onOpen(o.index)}
              onDelete={() => onAskDelete(o.index, objectName(o))}
            />
          ))}
          {locked ? null : <AddTile label={ruProperty.page.add.object} onClick={() => onOpen(null)} />}
        </div>
      ) : null}
      <p data-slot="objects-total" className="flex flex-wrap justify-end gap-2 text-sm">
        <span className="text-muted-foreground">{t.total}:</span>
        <span className="font-semibold tabular-nums">{total}</span>
      </p>
    </PageCard>
  );
}
