import { describe, expect, it } from 'vitest';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { childInput } from '../../shared/testing/xstate-adapter';
import { departmentsModel } from './testing/departments.model';
import { selectDepartmentsView, type DepartmentsSnapshot } from './departments.machine';
import { cleanDepartmentFilter, departmentFilterQuery, EMPTY_DEPARTMENT_FILTER } from './department-filter';

type Model = typeof departmentsModel.machine;

function check(s: DepartmentsSnapshot, { event, previous, input }: StepInfo<Model>) {
  const view = selectDepartmentsView(s);
  // the applied filter only ever holds what the filter offers
  expect(cleanDepartmentFilter(view.filter)).toEqual(view.filter);
  // the list is asked with the applied filter and the page
  expect(childInput(s.children.list)).toEqual({
    page: s.context.page,
    query: departmentFilterQuery(view.filter),
  });
  if (!event || !previous) {
    expect(view.filter).toEqual(cleanDepartmentFilter(input?.filter ?? {}));
    expect(view.filtersOpen).toBe(false);
    return;
  }
  const before = selectDepartmentsView(previous);
  switch (event.type) {
    case 'TOGGLE_FILTERS':
      expect(view.filtersOpen).toBe(!before.filtersOpen);
      break;
    case 'APPLY':
      expect(view.filter).toEqual(cleanDepartmentFilter(before.draft));
      expect(s.context.page).toBe(1);
      break;
    case 'RESET_FILTERS':
      expect(view.filter).toEqual(EMPTY_DEPARTMENT_FILTER);
      expect(view.draft).toEqual(EMPTY_DEPARTMENT_FILTER);
      break;
    case 'SHOW':
      expect(s.context.page).toBe(3);
      expect(view.filter).toEqual({ ...EMPTY_DEPARTMENT_FILTER, head: 'Модератова' });
      break;
  }
}

describe('departmentsMachine (model-based)', () => {
  it('filters and pages on every path, with 100% coverage', () => {
    const run = runModel(departmentsModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
