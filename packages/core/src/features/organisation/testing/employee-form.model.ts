import { ApiError } from '../../../shared/api/errors';
import { doneEvent, errorEvent, type MachineModel, neverSettles } from '../../../shared/testing/runner';
import { employeeFormMachine, type EmployeeFormSnapshot } from '../employee-form.machine';
import { isEmployeeFormComplete } from '../employee-rules';
import {
  ORG_ADMIN_RECORD_LOADED,
  ORG_EMPLOYEE_FORM,
  ORG_EMPLOYEE_LOADED,
  ORG_MODERATOR_RECORD_LOADED,
  ORG_PERSON,
} from './fixtures';

/**
 * The employee modal for an administrator (edit and new) and a moderator (new, an employee's record, its own, and
 * the administrator's or another moderator's, which it only reads): calls are events; the vertex keeps what the
 * guards read (completeness, the error block, the IIN length, the record's role) and the state.
 */
function serialize(s: EmployeeFormSnapshot): string {
  const f = s.context.form;
  return JSON.stringify({
    value: s.value,
    complete: isEmployeeFormComplete(f),
    error: s.context.error !== null,
    iin: f.iin.length,
    isDep: s.context.isDep,
    parent: f.parent_id > 0,
    role: f.role,
  });
}

export const employeeFormModel = {
  name: 'employee-form',
  machine: employeeFormMachine.provide({
    actors: { load: neverSettles(), lookup: neverSettles(), save: neverSettles() },
  }),
  inputs: [
    { id: null, role: 1, userId: 2 },
    { id: null, role: 0, userId: 1 },
    { id: 7, role: 0, userId: 1 },
    { id: 7, role: 1, userId: 2 },
    { id: 2, role: 1, userId: 2 },
  ],
  serializeState: serialize,
  events: [
    doneEvent('load', { ...ORG_EMPLOYEE_LOADED, form: null }),
    doneEvent('load', ORG_EMPLOYEE_LOADED),
    doneEvent('load', ORG_ADMIN_RECORD_LOADED),
    doneEvent('load', ORG_MODERATOR_RECORD_LOADED),
    errorEvent('load', new TypeError('Failed to fetch')),
    { type: 'RETRY' },
    { type: 'EDIT', field: 'iin', value: '850 101' },
    { type: 'EDIT', field: 'iin', value: ORG_EMPLOYEE_FORM.iin.replace(/(\d{3})(?=\d)/g, '$1 ') },
    doneEvent('lookup', ORG_PERSON),
    errorEvent('lookup', ApiError.rejected(['Физическое лицо не найдено'], 404)),
    { type: 'EDIT', field: 'phone', value: ORG_EMPLOYEE_FORM.phone },
    { type: 'EDIT', field: 'phone', value: '' },
    { type: 'EDIT', field: 'surname', value: 'Иванов' },
    { type: 'EDIT', field: 'role', value: 4 },
    { type: 'EDIT', field: 'role', value: 8 },
    { type: 'EDIT', field: 'parent_id', value: 2 },
    { type: 'EDIT', field: 'terminal_id', value: 1 },
    { type: 'TOGGLE_DEP' },
    { type: 'SAVE' },
    doneEvent('save', { message: 'Сотрудник сохранён' }),
    errorEvent('save', ApiError.rejected(['Сотрудник с таким ИИН уже существует'], 409)),
  ],
} satisfies MachineModel<typeof employeeFormMachine>;
