import { DEPARTMENT_TYPE_TITLES } from './departments.contract';

/**
 * The departments' filter (spec part 1 section 3 "Department filter": parent, head, title, type). Values are text
 * as in the URL; '' means any. Parent, head and title match a part of the name.
 */
export const DEPARTMENT_FILTER_FIELDS = ['parent', 'head', 'title', 'type'] as const;
export type DepartmentFilterField = (typeof DEPARTMENT_FILTER_FIELDS)[number];
export type DepartmentFilter = Record<DepartmentFilterField, string>;

export const EMPTY_DEPARTMENT_FILTER: DepartmentFilter = { parent: '', head: '', title: '', type: '' };

export const DEPARTMENT_TYPE_CHOICES = ([0, 1, 2] as const).map((t) => ({
  value: String(t),
  label: DEPARTMENT_TYPE_TITLES[t],
}));

const text = (v: string) => v.trim().length > 0 && v.length <= 100;
const ALLOWED: Record<DepartmentFilterField, (v: string) => boolean> = {
  parent: text,
  head: text,
  title: text,
  type: (v) => v === '0' || v === '1' || v === '2',
};

/** Keeps the values a filter field can hold (a pasted URL with nonsense gives the empty filter for it). */
export function cleanDepartmentFilter(values: Partial<Record<string, string | null>>): DepartmentFilter {
  const out = { ...EMPTY_DEPARTMENT_FILTER };
  for (const f of DEPARTMENT_FILTER_FIELDS) {
    const v = values[f];
    if (typeof v === 'string' && ALLOWED[f](v)) out[f] = v.trim();
  }
  return out;
}

/** The filter as query parameters: only the fields set. */
export function departmentFilterQuery(filter: DepartmentFilter): Record<string, string> {
  return Object.fromEntries(
    DEPARTMENT_FILTER_FIELDS.filter((f) => filter[f] !== '').map((f) => [f, filter[f]]),
  );
}
