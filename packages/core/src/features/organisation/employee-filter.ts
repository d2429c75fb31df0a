import { ROLE_NAMES, type RoleId } from '../../shared/roles';
import { EMPLOYEE_TYPE_TITLES } from './employees.contract';

/**
 * The employees' filter (spec part 1 section 3 "Employee filter": isDep, user, iin, title, role, type; section 6:
 * the role filter offers roles 0 to 4, 6, 7). Values are text as in the URL; '' means any.
 */
export const EMPLOYEE_FILTER_FIELDS = ['isDep', 'user', 'iin', 'title', 'role', 'type'] as const;
export type EmployeeFilterField = (typeof EMPLOYEE_FILTER_FIELDS)[number];
export type EmployeeFilter = Record<EmployeeFilterField, string>;

export const EMPTY_EMPLOYEE_FILTER: EmployeeFilter = {
  isDep: '',
  user: '',
  iin: '',
  title: '',
  role: '',
  type: '',
};

export const EMPLOYEE_FILTER_ROLES: readonly RoleId[] = [0, 1, 2, 3, 4, 6, 7];

export const EMPLOYEE_FILTER_CHOICES = {
  isDep: [
    { value: '1', label: 'Департамент' },
    { value: '0', label: 'Менеджер' },
  ],
  role: EMPLOYEE_FILTER_ROLES.map((r) => ({ value: String(r), label: ROLE_NAMES[r] })),
  type: ([0, 1, 2] as const).map((t) => ({ value: String(t), label: EMPLOYEE_TYPE_TITLES[t] })),
} as const;

const ALLOWED: Record<EmployeeFilterField, (v: string) => boolean> = {
  isDep: (v) => v === '0' || v === '1',
  user: (v) => v.trim().length > 0 && v.length <= 100,
  iin: (v) => /^\d{1,12}$/.test(v),
  title: (v) => v.trim().length > 0 && v.length <= 100,
  role: (v) => EMPLOYEE_FILTER_ROLES.map(String).includes(v),
  type: (v) => v === '0' || v === '1' || v === '2',
};

/** Keeps the values a filter field can hold (a pasted URL with nonsense gives the empty filter for it). */
export function cleanEmployeeFilter(values: Partial<Record<string, string | null>>): EmployeeFilter {
  const out = { ...EMPTY_EMPLOYEE_FILTER };
  for (const f of EMPLOYEE_FILTER_FIELDS) {
    const v = values[f];
    if (typeof v === 'string' && ALLOWED[f](v)) out[f] = f === 'iin' ? v : v.trim();
  }
  return out;
}

/** The filter as query parameters: only the fields set. */
export function employeeFilterQuery(filter: EmployeeFilter): Record<string, string> {
  return Object.fromEntries(
    EMPLOYEE_FILTER_FIELDS.filter((f) => filter[f] !== '').map((f) => [f, filter[f]]),
  );
}

export const isEmptyEmployeeFilter = (filter: EmployeeFilter): boolean =>
  EMPLOYEE_FILTER_FIELDS.every((f) => filter[f] === '');
