import { fromCallback } from 'xstate';
import type { MachineModel } from '../../../shared/testing/runner';
import { employeesMachine } from '../employees.machine';

/**
 * The employees tab: the lists are idle children (the shared paged list has its own model); the model walks the
 * filter toggle, edits (a valid name, an IIN prefix, a role the filter does not offer), apply, reset, a URL change
 * and the deleted employees, for an administrator and for a moderator.
 */
const idleList = fromCallback(() => {}) as never;

export const employeesModel = {
  name: 'employees',
  machine: employeesMachine.provide({ actors: { list: idleList, deletedList: idleList } }),
  inputs: [{ canSeeDeleted: true }, { filter: { title: 'Иван', role: '99' }, page: 2 }],
  events: [
    { type: 'TOGGLE_FILTERS' },
    { type: 'EDIT_FILTER', field: 'title', value: 'Иван' },
    { type: 'EDIT_FILTER', field: 'role', value: '8' },
    { type: 'APPLY' },
    { type: 'RESET_FILTERS' },
    { type: 'SHOW', filter: { iin: '9001' }, page: 3 },
    { type: 'SHOW_DELETED' },
    { type: 'SHOW_ACTIVE' },
  ],
} satisfies MachineModel<typeof employeesMachine>;
