import { ApiError } from '../../../../shared/api/errors';
import {
  doneEvent,
  errorEvent,
  neverSettles,
  type MachineModel,
  type ModelEvent,
} from '../../../../shared/testing/runner';
import { licenceDialogMachine } from '../licence-dialog.machine';
import { LICENCE_FIXTURE_TODAY, IIN_WITHOUT_LICENCE, RESIDENT_LICENCES } from './fixtures';

/** The licence dialog for a resident (register lookup), a resident without licence and a non-resident. */
export const licenceDialogModel = {
  name: 'licence-dialog',
  machine: licenceDialogMachine.provide({ actors: { lookup: neverSettles() } }),
  // the failure's sequence number only counts notifications: a vertex knows whether one was shown
  serializeState: (s) =>
    JSON.stringify({
      value: s.value,
      context: { ...s.context, failure: s.context.failure?.message ?? null },
    }),
  inputs: [
    { iin: '850315300128', today: LICENCE_FIXTURE_TODAY },
    {
      iin: IIN_WITHOUT_LICENCE,
      today: LICENCE_FIXTURE_TODAY,
      record: { number: 'ZZ999999', issued: '2020-01-01' },
    },
    { iin: null, today: LICENCE_FIXTURE_TODAY },
  ],
  events: <ModelEvent<typeof licenceDialogMachine>[]>[
    { type: 'CHANGE', number: 'bn 123456' },
    { type: 'CHANGE', issued: '2005-06-10' },
    { type: 'CHANGE', issued: '2026-11-26' },
    { type: 'SUBMIT' },
    doneEvent('lookup', RESIDENT_LICENCES['850315300128']),
    errorEvent('lookup', ApiError.rejected(['Документ не найден'], 404)),
    errorEvent('lookup', new TypeError('Failed to fetch')),
    errorEvent('lookup', ApiError.rejected(['Недостаточно прав для этого действия.'], 403)),
    { type: 'CLOSE' },
  ],
} satisfies MachineModel<typeof licenceDialogMachine>;
