import { describe, expect, it } from 'vitest';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { childInput } from '../../shared/testing/xstate-adapter';
import { employeesModel } from './testing/employees.model';
import { selectEmployeesView, type EmployeesSnapshot } from './employees.machine';
import { cleanEmployeeFilter, employeeFilterQuery, EMPTY_EMPLOYEE_FILTER } from './employee-filter';

type Model = typeof employeesModel.machine;

function check(s: EmployeesSnapshot, { event, previous, input }: StepInfo<Model>) {
  const view = selectEmployeesView(s);
  // the applied filter only ever holds what the filter offers
  expect(cleanEmployeeFilter(view.filter)).toEqual(view.filter);
  if (view.mode === 'active') {
    // the list is asked with the applied filter and the page
    expect(childInput(s.children.list)).toEqual({
      page: s.context.page,
      query: employeeFilterQuery(view.filter),
    });
  } else {
    expect(view.canSeeDeleted).toBe(true);
    expect(s.children.deletedList).toBeDefined();
  }
  if (!event || !previous) {
    expect(view.filter).toEqual(cleanEmployeeFilter(input?.filter ?? {}));
    expect(view.filtersOpen).toBe(false);
    return;
  }
  const before = selectEmployeesView(previous);
  switch (event.type) {
    case 'TOGGLE_FILTERS':
      expect(view.filtersOpen).toBe(!before.filtersOpen);
      break;
    case 'APPLY':
      if (before.mode === 'active') {
        expect(view.filter).toEqual(cleanEmployeeFilter(before.draft));
        expect(s.context.page).toBe(1);
      }
      break;
    case 'RESET_FILTERS':
      if (before.mode === 'active') {
        expect(view.filter).toEqual(EMPTY_EMPLOYEE_FILTER);
        expect(view.draft).toEqual(EMPTY_EMPLOYEE_FILTER);
      }
      break;
    case 'SHOW':
      if (before.mode === 'active') expect(s.context.page).toBe(3);
      break;
    case 'SHOW_DELETED':
      expect(view.mode).toBe(before.canSeeDeleted || before.mode === 'deleted' ? 'deleted' : 'active');
      break;
  }
}

describe('employeesMachine (model-based)', () => {
  it('filters, pages and shows the deleted employees on every path, with 100% coverage', () => {
    const run = runModel(employeesModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
