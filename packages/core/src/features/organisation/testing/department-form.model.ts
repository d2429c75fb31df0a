import { ApiError } from '../../../shared/api/errors';
import { doneEvent, errorEvent, type MachineModel, neverSettles } from '../../../shared/testing/runner';
import { departmentFormMachine, type DepartmentFormSnapshot } from '../department-form.machine';
import { DepartmentFormSchema } from '../department-form.contract';
import { cleanDepartmentForm } from '../department-form.machine';
import { ORG_DEPARTMENT_EDIT, ORG_DEPARTMENT_NEW } from './fixtures';

/**
 * The department modal: the load and save calls are events. The vertex keeps what the guard reads (whether the
 * form passes the schema), the state, whether the red alert shows and the type (a department with 1C needs its
 * 1C id).
 */
function serialize(s: DepartmentFormSnapshot): string {
  return JSON.stringify({
    value: s.value,
    valid: DepartmentFormSchema.safeParse(cleanDepartmentForm(s.context.form)).success,
    type: s.context.form.type,
    title: s.context.form.title.trim() !== '',
    c_id: (s.context.form.c_id ?? '').trim() !== '',
    error: s.context.error !== null,
  });
}

export const departmentFormModel = {
  name: 'department-form',
  machine: departmentFormMachine.provide({ actors: { load: neverSettles(), save: neverSettles() } }),
  inputs: [{ id: null }, { id: 2 }],
  serializeState: serialize,
  events: [
    doneEvent('load', ORG_DEPARTMENT_NEW),
    doneEvent('load', ORG_DEPARTMENT_EDIT),
    errorEvent('load', new TypeError('Failed to fetch')),
    { type: 'RETRY' },
    { type: 'EDIT', field: 'title', value: 'Филиал г. Актобе' },
    { type: 'EDIT', field: 'title', value: '   ' },
    { type: 'EDIT', field: 'c_id', value: '1c-dep-aktobe' },
    { type: 'EDIT', field: 'c_id', value: '' },
    { type: 'SET_TYPE', departmentType: 1 },
    { type: 'SET_TYPE', departmentType: 2 },
    { type: 'SET_HEAD', id: 4 },
    { type: 'SET_TERMINAL', id: 2 },
    { type: 'SET_PARENT', id: 1 },
    { type: 'SET_STATUS', status: 0 },
    { type: 'SAVE' },
    doneEvent('save', { message: 'Филиал сохранён' }),
    errorEvent('save', ApiError.rejected(['Филиал «Филиал г. Актобе» уже существует'], 409)),
  ],
} satisfies MachineModel<typeof departmentFormMachine>;
