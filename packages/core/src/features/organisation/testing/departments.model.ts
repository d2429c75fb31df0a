import { fromCallback } from 'xstate';
import type { MachineModel } from '../../../shared/testing/runner';
import { departmentsMachine } from '../departments.machine';

/**
 * The departments tab: the list is an idle child (the shared paged list has its own model); the model walks the
 * filter toggle, edits (a name, a type, a type the filter does not offer), apply, reset and a URL change.
 */
const idleList = fromCallback(() => {}) as never;

export const departmentsModel = {
  name: 'departments',
  machine: departmentsMachine.provide({ actors: { list: idleList } }),
  inputs: [{}, { filter: { title: 'Алматы', type: '7' }, page: 2 }],
  events: [
    { type: 'TOGGLE_FILTERS' },
    { type: 'EDIT_FILTER', field: 'title', value: 'Филиал' },
    { type: 'EDIT_FILTER', field: 'type', value: '9' },
    { type: 'EDIT_FILTER', field: 'type', value: '1' },
    { type: 'APPLY' },
    { type: 'RESET_FILTERS' },
    { type: 'SHOW', filter: { head: 'Модератова' }, page: 3 },
  ],
} satisfies MachineModel<typeof departmentsMachine>;
