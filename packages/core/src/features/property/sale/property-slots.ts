import { deletedFiClient, fiSlots } from '../../../shared/sale/fi/parties';
import { listSlot, type SlotTable } from '../../../shared/sale/product';
import { isImmovableProduct } from '../conditions';
import { yearBefore } from '../object-rules';
import type { ObjectDialogInput } from '../object-dialog.machine';
import type {
  PropertyContext,
  PropertyParts,
  PropertyPolicyObject,
  PropertyTarget,
} from './property-context';

/**
 * Property's slots (spec part 2 sections 2.3, 3.2, 3.5): the financial-institution parties (shared/sale/fi/parties)
 * and the objects (the object modal).
 */

type ObjectTarget = Extract<PropertyTarget, { kind: 'object' }>;

export function objectDialogRequest(context: PropertyContext, target: ObjectTarget): ObjectDialogInput {
  const p = context.policy;
  const object = target.index !== null ? p.objects[target.index] : null;
  return {
    program: isImmovableProduct(p.product) ? 'immovable' : 'movable',
    insurerIsPerson: p.insurer?.filter.person ?? true,
    beneficiaryIin: p.beneficiary?.client.iin ?? null,
    object: object ?? null,
    thisYear: yearBefore(context.minDate),
  };
}

/** An object saved from the modal: its premium comes from the next calculation. */
const putObject = (p: PropertyParts, target: ObjectTarget, record: PropertyPolicyObject) => ({
  objects:
    target.index === null
      ? [...p.objects, { ...record, premium: null }]
      : p.objects.map((o, i) => (i === target.index ? { ...o, ...record, premium: null } : o)),
});

export const PROPERTY_SLOTS: SlotTable<PropertyParts, PropertyTarget> = {
  ...fiSlots<PropertyParts>(),
  object: {
    ...listSlot<PropertyParts, 'objects', ObjectTarget>('objects', 'object', (context, target) =>
      objectDialogRequest(context as PropertyContext, target),
    ),
    put: putObject,
  },
};

/** The client whose images go with it when it is deleted. */
export const deletedClient = (p: PropertyParts, target: PropertyTarget) => deletedFiClient(p, target);
