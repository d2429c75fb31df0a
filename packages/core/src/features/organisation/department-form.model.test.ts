import { describe, expect, it } from 'vitest';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { childInput } from '../../shared/testing/xstate-adapter';
import { departmentFormModel } from './testing/department-form.model';
import {
  cleanDepartmentForm,
  selectDepartmentFormView,
  type DepartmentFormSnapshot,
} from './department-form.machine';
import { DepartmentFormSchema } from './department-form.contract';

type Model = typeof departmentFormModel.machine;

function check(s: DepartmentFormSnapshot, { event, previous, input }: StepInfo<Model>) {
  const view = selectDepartmentFormView(s);
  const valid = DepartmentFormSchema.safeParse(cleanDepartmentForm(view.form)).success;
  expect(view.isNew).toBe(input!.id === null);
  expect(view.canSave).toBe(view.status === 'editing' && valid);
  expect(Object.keys(view.fieldErrors).length === 0).toBe(valid);
  // a department with 1C needs its 1C id
  if (view.form.type === 1 && (view.form.c_id ?? '').trim() === '')
    expect(view.fieldErrors.c_id).toBe('Укажите ID 1С филиала');
  expect(view.busy).toBe(view.status === 'saving');
  if (view.status === 'loading') expect(childInput(s.children.load)).toEqual({ id: input!.id });
  if (view.status === 'saving')
    expect(childInput(s.children.save)).toEqual({
      form: cleanDepartmentForm(view.form),
      isEdit: input!.id !== null,
      id: input!.id,
    });
  // the department itself is never offered as its parent
  expect(view.departments.map((d) => d.id)).not.toContain(input!.id);
  if (!event || !previous) return;
  switch (event.type) {
    case 'EDIT':
    case 'SET_HEAD':
    case 'SET_TERMINAL':
    case 'SET_PARENT':
    case 'SET_STATUS':
    case 'SET_TYPE':
      if (selectDepartmentFormView(previous).status === 'editing') expect(view.error).toBeNull();
      break;
    case 'xstate.done.actor.load': {
      const loaded = (event as { output: { item: { form: { title: string } } | null } }).output;
      expect(view.status).toBe('editing');
      expect(view.form.title).toBe(loaded.item?.form.title ?? '');
      // the current head is choosable
      if (view.form.head_id !== null) expect(view.heads.map((h) => h.id)).toContain(view.form.head_id);
      break;
    }
    case 'xstate.error.actor.save':
      expect(view.status).toBe('editing');
      expect(view.error).toBe('Филиал «Филиал г. Актобе» уже существует');
      break;
    case 'xstate.done.actor.save':
      expect(s.status).toBe('done');
      break;
  }
}

describe('departmentFormMachine (model-based)', () => {
  it('loads, edits, validates with the schema and saves on every path, with 100% coverage', () => {
    const run = runModel(departmentFormModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
