import { formatKzt } from '@sakta/core';
import {
  isImmovableProduct,
  ruProperty,
  type PropertyObjectRecord,
  type PropertyPolicy,
  type PropertyPremiumItem,
} from '@sakta/core/property';

/** How a sold property policy names its objects (the register's insured object, the PDFs). */

const named = <K extends string>(names: Readonly<Record<K, string>>, id: string): string | undefined =>
  Object.hasOwn(names, id) ? names[id as K] : undefined;

/** The object's kind: the immovable dictionary's (3.5), or the movable program's class. */
export function objectKind(
  p: Pick<PropertyPolicy, 'product' | 'conditions'>,
  o: PropertyObjectRecord,
): string {
  if (isImmovableProduct(p.product)) return named(ruProperty.kinds, o.kind_id) ?? 'Недвижимое имущество';
  return named(ruProperty.movableClasses, p.conditions.kind) ?? 'Движимое имущество';
}

/** 'Офис, г. Алматы, ул. Абая, 10, офис 5' */
export const objectTitle = (p: Pick<PropertyPolicy, 'product' | 'conditions'>, o: PropertyObjectRecord) =>
  [objectKind(p, o), o.address.trim()].filter(Boolean).join(', ');

/**
 * One object's line of a PDF: its name, what it is built of and when, its cost, insured amount and, when the server
 * priced it, its tariff and premium.
 */
export function objectLine(
  p: Pick<PropertyPolicy, 'product' | 'conditions'>,
  o: PropertyObjectRecord,
  priced: PropertyPremiumItem | undefined,
): string {
  const wall = named(ruProperty.walls, o.wall_id);
  return [
    objectTitle(p, o),
    wall ? `стены: ${wall.toLowerCase()}` : '',
    o.year ? `${o.year} г. постройки` : '',
    o.cost === null ? '' : `действительная стоимость ${formatKzt(o.cost)}`,
    o.amount === null ? '' : `страховая сумма ${formatKzt(o.amount)}`,
    priced ? `тариф ${String(priced.tariff).replace('.', ',')} %, премия ${formatKzt(priced.premium)}` : '',
    o.loan_number ? `заём № ${o.loan_number}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}
