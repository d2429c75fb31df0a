import type { MachineModel, ModelEvent } from '../../../shared/testing/runner';
import { objectDialogMachine, type ObjectDialogSnapshot } from '../object-dialog.machine';
import { checkPropertyObject } from '../object-rules';
import { PROPERTY_OFFICE } from './fixtures';

/**
 * The property-object modal: a new immovable object (blank), the office edited (valid), a new movable object of
 * the whitelisted beneficiary. The vertex keeps what the guard reads (the object's validity) and what the view
 * shows of the messages (tried, touched), not each typed value.
 */
function serialize(s: ObjectDialogSnapshot): string {
  const c = s.context;
  return JSON.stringify({
    value: s.value,
    valid: checkPropertyObject(c.form, c.rules).valid,
    attempted: c.attempted,
    touched: c.touched.length > 0,
    contracts: c.hasContracts,
    security: c.form.has_security,
  });
}

export const objectDialogModel = {
  name: 'property-object-dialog',
  machine: objectDialogMachine,
  inputs: [
    { program: 'immovable', insurerIsPerson: true, beneficiaryIin: null },
    { program: 'immovable', insurerIsPerson: false, beneficiaryIin: '991240000011', object: PROPERTY_OFFICE },
    { program: 'movable', insurerIsPerson: false, beneficiaryIin: '940140000385', object: null },
  ],
  serializeState: serialize,
  events: <ModelEvent<typeof objectDialogMachine>[]>[
    { type: 'CHANGE', field: 'amount', value: 90_000_000 },
    { type: 'CHANGE', field: 'amount', value: 60_000_000 },
    { type: 'CHANGE', field: 'has_security', value: true },
    { type: 'CHANGE', field: 'security', value: 'round_the_clock' },
    { type: 'CHANGE', field: 'has_security', value: false },
    { type: 'CONTRACTS', on: true },
    { type: 'CHANGE', field: 'contracts', value: 'Договор № 12 в АО «Номад»' },
    { type: 'CONTRACTS', on: false },
    { type: 'BLUR', field: 'year' },
    { type: 'CLEAR' },
    { type: 'SAVE' },
    { type: 'CLOSE' },
  ],
} satisfies MachineModel<typeof objectDialogMachine>;
