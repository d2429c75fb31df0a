import { ROLE, ROLE_NAMES, type RoleId } from '../../shared/roles';
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

/** The spec's role filter (section 6: roles 0 to 4, 6, 7): the administrator's. */
export const EMPLOYEE_FILTER_ROLES: readonly RoleId[] = [0, 1, 2, 3, 4, 6, 7];

/**
 * The roles the filter offers `viewer`: the administrator the spec's list; any other role that sees the list (the
 * moderator, the accountant, the sale group) also 'Резерв', the one role a moderator creates, so the employees it
 * added can be found.
 */
export function employeeFilterRoles(viewer: RoleId): readonly RoleId[] {
  return viewer === ROLE.admin ? EMPLOYEE_FILTER_ROLES : [...EMPLOYEE_FILTER_ROLES, ROLE.reserve];
}

const roleChoices = (roles: readonly RoleId[]) =>
  roles.map((r) => ({ value: String(r), label: ROLE_NAMES[r] }));

export const EMPLOYEE_FILTER_CHOICES = {
  isDep: [
    { value: '1', label: 'Департамент' },
    { value: '0', label: 'Менеджер' },
  ],
  role: roleChoices(EMPLOYEE_FILTER_ROLES),
  type: ([0, 1, 2] as const).map((t) => ({ value: String(t), label: EMPLOYEE_TYPE_TITLES[t] })),
} as const;

/** The filter's choices for `viewer` (its roles: employeeFilterRoles). */
export function employeeFilterChoices(viewer: RoleId): typeof EMPLOYEE_FILTER_CHOICES {
  return { ...EMPLOYEE_FILTER_CHOICES, role: roleChoices(employeeFilterRoles(viewer)) };
}

/** Every role some viewer's filter offers: what a URL's filter may hold. */
const FILTERABLE_ROLES = new Set([...EMPLOYEE_FILTER_ROLES, ROLE.reserve].map(String));

const ALLOWED: Record<EmployeeFilterField, (v: string) => boolean> = {
  isDep: (v) => v === '0' || v === '1',
  user: (v) => v.trim().length > 0 && v.length <= 100,
  iin: (v) => /^\d{1,12}$/.test(v),
  title: (v) => v.trim().length > 0 && v.length <= 100,
  role: (v) => FILTERABLE_ROLES.has(v),
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
