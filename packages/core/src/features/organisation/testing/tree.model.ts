import { ApiError } from '../../../shared/api/errors';
import { doneEvent, errorEvent, type MachineModel, neverSettles } from '../../../shared/testing/runner';
import { treeMachine } from '../tree.machine';
import { TREE_KEYS } from '../tree';
import { ORG_TREE_HQ_CHILDREN, ORG_TREE_ROOTS } from './fixtures';

const [hq] = ORG_TREE_ROOTS as [(typeof ORG_TREE_ROOTS)[0]];

/**
 * The organisation tree: the head office as the root (its head, users, a manager with agents, sub-branches to
 * load), every key of the ARIA pattern, clicks and focus on a few items, and the loads of the head office and the
 * Almaty branch as events (answered, failed, and answers for a branch that is not loading).
 */
export const treeModel = {
  name: 'tree',
  machine: treeMachine.provide({ actors: { loadChildren: neverSettles() } }),
  input: { roots: [hq] },
  events: [
    ...TREE_KEYS.map((key) => ({ type: 'KEY' as const, key })),
    { type: 'TOGGLE', id: 'b:hq' },
    { type: 'TOGGLE', id: 'h:hq' },
    { type: 'FOCUS', id: 'b:almaty' },
    doneEvent('load:hq', ORG_TREE_HQ_CHILDREN),
    errorEvent('load:hq', new TypeError('Failed to fetch')),
    errorEvent('load:almaty', ApiError.rejected(['Филиал не найден'], 404)),
  ],
} satisfies MachineModel<typeof treeMachine>;
