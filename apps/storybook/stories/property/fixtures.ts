// The property-object modal's fixtures: the production machine replayed through a story's events.
import {
  objectDialogMachine,
  selectObjectDialogView,
  type ObjectDialogEvent,
  type ObjectDialogInput,
  type PropertyObject,
} from '@sakta/core/property';
import { replay } from '../replay';

/** An immovable office in Almaty: every required field, nothing 5.5 refuses. */
export const OFFICE: Partial<PropertyObject> = {
  region_id: 2,
  address: 'г. Алматы, ул. Абая, 10, офис 5',
  year: '2005',
  cond_id: '000000081',
  kind_id: '000000067',
  wall_id: '000000083',
  cost: 80_000_000,
  amount: 60_000_000,
  loan_number: 'KZ-2026-001',
  add_info: 'Офис на 3 этаже',
  activity: 'Торговля',
  ownership: 'Собственность',
  landlord: 'Нет',
  tenant: 'Нет',
  condition: 'Хорошее',
  fire_alarm: 1,
};

/** Each field of `object` typed, one CHANGE after another. */
export const typed = (object: Partial<PropertyObject>) =>
  Object.entries(object).map(([field, value]) => ({ type: 'CHANGE', field, value }) as ObjectDialogEvent);

export function objectView(events: ObjectDialogEvent[], input: Partial<ObjectDialogInput> = {}) {
  return replay(objectDialogMachine, events, selectObjectDialogView, {
    program: 'immovable',
    insurerIsPerson: true,
    beneficiaryIin: null,
    ...input,
  } satisfies ObjectDialogInput);
}
