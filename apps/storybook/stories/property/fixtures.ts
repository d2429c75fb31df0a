// The property-object modal's fixtures: the production machine replayed through a story's events.
import {
  objectDialogMachine,
  selectObjectDialogView,
  type ObjectDialogEvent,
  type ObjectDialogInput,
  type PropertyObject,
} from '@sakta/core/property';
import { PROPERTY_OFFICE } from '@sakta/core/testing';
import { replay } from '../replay';

/** An immovable office in Almaty: every required field, nothing 5.5 refuses (core's test fixture). */
export const OFFICE: Partial<PropertyObject> = PROPERTY_OFFICE;

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
