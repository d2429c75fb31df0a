import { describe, expect, it } from 'vitest';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { employeeFormModel } from './testing/employee-form.model';
import { selectEmployeeFormView, type EmployeeFormSnapshot } from './employee-form.machine';
import { canEditEmployeeField, creatableRoles, isEmployeeFormComplete } from './employee-rules';
import { ORG_PERSON } from './testing/fixtures';

type Model = typeof employeeFormModel.machine;

function check(s: EmployeeFormSnapshot, { event, previous, input }: StepInfo<Model>) {
  const view = selectEmployeeFormView(s);
  const role = input!.role;
  // save is offered only with the required fields and no error block
  expect(view.canSave).toBe(
    view.status === 'editing' && view.error === null && isEmployeeFormComplete(view.form),
  );
  // the phone never goes below its prefix
  expect(view.form.phone.startsWith('+7')).toBe(true);
  // a new employee's role is always one the user may create
  if (view.isNew) expect(creatableRoles(role)).toContain(view.form.role);
  if (!event || !previous) return;
  const before = selectEmployeeFormView(previous);
  if (event.type === 'EDIT' && before.status === 'editing') {
    const allowed = canEditEmployeeField(role, event.field, before.isNew);
    if (!allowed) expect(view.form).toEqual(before.form);
    if (event.field === 'iin' && allowed) expect(view.error).toBeNull();
    if (event.field === 'iin' && allowed && view.form.iin.length === 12)
      expect(view.status).toBe('lookingUp');
  }
  if (event.type === 'xstate.done.actor.lookup') {
    expect(view.form).toMatchObject({
      surname: ORG_PERSON.surname,
      name: ORG_PERSON.name,
      sex: ORG_PERSON.sex,
    });
  }
  if (event.type === 'xstate.error.actor.lookup') expect(view.error).toBe('Физическое лицо не найдено');
  if (event.type === 'xstate.error.actor.save') {
    expect(view.error).toBe('Сотрудник с таким ИИН уже существует');
    expect(view.canSave).toBe(false);
  }
  if (event.type === 'TOGGLE_DEP' && before.status === 'editing' && role === 0) {
    expect(view.isDep).toBe(!before.isDep);
    expect(view.form.parent_id).toBe(0);
  }
  if (event.type === 'xstate.done.actor.save') expect(s.status).toBe('done');
}

describe('employeeFormMachine (model-based)', () => {
  it('loads, edits by role, looks up the IIN and saves on every path, with 100% coverage', () => {
    const run = runModel(employeeFormModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
