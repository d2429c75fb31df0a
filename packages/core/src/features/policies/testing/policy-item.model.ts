import { ApiError } from '../../../shared/api/errors';
import { MODEL_DOCUMENT } from '../../../shared/testing/fixtures';
import { doneEvent, errorEvent, neverSettles, type MachineModel } from '../../../shared/testing/runner';
import { policyItemMachine } from '../policy-item.machine';
import { POLICY_DETAIL_ERROR, POLICY_DETAIL_OGPO, POLICY_DETAIL_PROPERTY } from './fixtures';

/**
 * The policy modal: the production machine with its calls and the link's timer as events; opened by contract number
 * (an id works alike); loaded as an OGPO policy with documents, a property policy, and an error without documents.
 */
export const policyItemModel = {
  name: 'policyItem',
  machine: policyItemMachine.provide({
    actors: { loadItem: neverSettles(), fetchDocument: neverSettles(), linkTimer: neverSettles() },
  }),
  inputs: [{ id: '26-WEB-005013' }],
  events: [
    { type: 'RETRY' },
    { type: 'REFRESH' },
    { type: 'OPEN_DOCUMENT', kind: 'policy' },
    { type: 'OPEN_DOCUMENT', kind: 'application' },
    doneEvent('loadItem', POLICY_DETAIL_OGPO),
    doneEvent('loadItem', POLICY_DETAIL_ERROR),
    doneEvent('loadItem', POLICY_DETAIL_PROPERTY),
    errorEvent('loadItem', ApiError.rejected(['Договор не найден'], 404)),
    doneEvent('refreshItem', { ...POLICY_DETAIL_OGPO, status: 8, statusName: 'Отправлен на аннулирование' }),
    errorEvent('refreshItem', ApiError.network(new Error('offline'))),
    doneEvent('fetchDocument', MODEL_DOCUMENT),
    errorEvent(
      'fetchDocument',
      ApiError.rejected(['Полис будет доступен после присвоения номера в 1С'], 409),
    ),
    doneEvent('linkTimer'),
  ],
} satisfies MachineModel<typeof policyItemMachine>;
