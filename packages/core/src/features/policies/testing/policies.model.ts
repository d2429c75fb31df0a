import { fromCallback } from 'xstate';
import { ApiError } from '../../../shared/api/errors';
import { doneEvent, errorEvent, neverSettles, type MachineModel } from '../../../shared/testing/runner';
import { policiesMachine } from '../policies.machine';
import { POLICIES_TODAY } from './fixtures';

/**
 * The policy list: the paged list is an idle child (it has its own model), the export and the row refresh are
 * events. Inputs: a seller with an APC and the URL's filter open on a policy; support mode (no export) with none.
 */
const idleList = fromCallback(() => {}) as never;

export const policiesModel = {
  name: 'policies',
  machine: policiesMachine.provide({
    actors: { list: idleList, exportList: neverSettles(), refreshRow: neverSettles() },
  }),
  inputs: [
    {
      userApc: 'APC0097',
      canExport: true,
      today: POLICIES_TODAY,
      filter: { status: '1', start: '2026-03-01' },
      page: 2,
    },
    { userApc: null, canExport: false, today: POLICIES_TODAY, filter: null, open: '26-WEB-000123' },
  ],
  events: [
    { type: 'TOGGLE_FILTERS' },
    { type: 'EDIT_FILTER', field: 'iin', value: '8503' },
    { type: 'EDIT_FILTER', field: 'iin', value: '850315300128' },
    { type: 'APPLY' },
    { type: 'RESET_FILTERS' },
    { type: 'SHOW', filter: { global: '26-OGPO-500001', isGlobal: '1' }, page: 3 },
    { type: 'EXPORT' },
    { type: 'REFRESH_ROW', id: 5011 },
    { type: 'OPEN', id: 5012 },
    { type: 'CLOSE' },
    doneEvent('exportList', { file: 'policy.csv bytes' }),
    doneEvent('exportList', { message: 'Нет данных для выгрузки' }),
    errorEvent('exportList', ApiError.network(new Error('offline'))),
    doneEvent('refreshRow', { message: 'Оплата по договору 5011 проверена' }),
    errorEvent('refreshRow', ApiError.rejected(['Ошибка проверки оплаты, попробуйте ещё раз.'], 502)),
  ],
} satisfies MachineModel<typeof policiesMachine>;
