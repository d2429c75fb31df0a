/**
 * The insured objects (spec part 2 sections 2.3, 3.5, 5.5): each object's card (its kind or the movable program,
 * the address, the cost and the insured amount, after calculation its premium and tariff), what 5.5 refuses of it
 * under the policy as it is now in red under it, edit and delete; the add tile and the total insured amount.
 * Renders core's `view.objects` and `view.objectsTotal` in the FI pages' shared list (sale/fi/ItemsCard).
 */
import { ruProperty } from '@sakta/core/property';
import type { ObjectCard as ObjectCardView } from '@sakta/core/property/sale';
import { ItemsCard, type ItemCardView, type ItemRow } from '../sale/fi/ItemsCard';

const t = ruProperty.page.objects;

/** The object's name in its card's label and buttons: its kind (or the program) and its address. */
export const objectName = (o: ObjectCardView) => (o.address ? `${o.title}, ${o.address}` : o.title);

/** The object's card: the cost and the amount, the premium and the tariff once calculated. */
function objectItem(o: ObjectCardView): ItemCardView {
  const rows: Array<[string, string | null]> = [
    [t.cost, o.costText],
    [t.amount, o.amountText],
    [t.premium, o.premiumText],
    [t.tariff, o.tariffText],
  ];
  return {
    index: o.index,
    name: objectName(o),
    title: o.title,
    subtitle: o.address,
    rows: rows.flatMap(([label, value]): ItemRow[] => (value === null ? [] : [{ label, value }])),
    errors: o.errors,
  };
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
    <ItemsCard
      id="property-objects"
      title={ruProperty.page.sections.objects}
      slot="property-objects"
      item="object"
      words={{ empty: t.empty, add: ruProperty.page.add.object, total: t.total }}
      items={objects.map(objectItem)}
      total={total}
      locked={locked}
      onOpen={onOpen}
      onAskDelete={onAskDelete}
    />
  );
}
