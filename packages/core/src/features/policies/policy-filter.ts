import { isIsoDate } from '../../shared/dates';
import { policyStatusName } from '../../shared/policy-status';
import { ruPolicies } from './ru';

/**
 * The policy list's filter (spec part 2 sections 3.9 "Policy filter", 5.7, 6, 9; part 1 section 5): values are the
 * query strings of GET /api/policy/all and /api/policy/export, '' is "any".
 * - isGlobal '1': also look the global number up in 1C (the answer's byGlobal).
 * - isShort '1': only short-term policies (a term under a year: Temporary entry, Transit).
 * - manager: the id of the sale's manager; creator: a part of the seller's name or IIN.
 * - global: the global number; one_c: the local contract number; iin: the insurer's IIN (and 'Search in 1C').
 * - start, end: the day the policy was concluded, 'YYYY-MM-DD', inclusive; one given alone copies into the other.
 * - apc: the sale's agent code, defaulting to the user's own.
 */
export interface PolicyFilter {
  isGlobal: '' | '1';
  isShort: '' | '1';
  manager: string;
  creator: string;
  global: string;
  status: string;
  one_c: string;
  start: string;
  end: string;
  iin: string;
  apc: string;
}

export type PolicyFilterField = keyof PolicyFilter;

export const POLICY_FILTER_FIELDS = [
  'isGlobal',
  'isShort',
  'manager',
  'creator',
  'global',
  'status',
  'one_c',
  'start',
  'end',
  'iin',
  'apc',
] as const satisfies readonly PolicyFilterField[];

export const EMPTY_POLICY_FILTER: PolicyFilter = {
  isGlobal: '',
  isShort: '',
  manager: '',
  creator: '',
  global: '',
  status: '',
  one_c: '',
  start: '',
  end: '',
  iin: '',
  apc: '',
};

/** The status options of section 9: all, 0 New, 1 Issued, 2 Error, 5 Operator error, 7 In processing, 8 Sent... */
export const POLICY_STATUS_OPTIONS: ReadonlyArray<{ value: string; label: string }> = [
  { value: '', label: ruPolicies.filter.statusAll },
  ...([0, 1, 2, 5, 7, 8] as const).map((code) => ({
    value: String(code),
    label: policyStatusName(code),
  })),
];

const STATUS_VALUES = new Set(POLICY_STATUS_OPTIONS.map((o) => o.value));

/** The default filter of a user (section 6: apc defaults to the user's). */
export function defaultPolicyFilter(userApc: string | null | undefined): PolicyFilter {
  return { ...EMPTY_POLICY_FILTER, apc: cleanText(userApc ?? '', 32) };
}

function cleanText(value: string, max: number): string {
  return value.trim().slice(0, max);
}

const flag = (v: string | null | undefined): '' | '1' => (v === '1' || v === 'true' ? '1' : '');

/**
 * A filter from the URL or from the form as applied: trimmed, a value in a wrong format dropped (an unknown status,
 * a date that does not exist, an IIN that is not 12 digits, a manager that is not an id), then the date copy rule.
 */
export function cleanPolicyFilter(raw: Partial<Record<PolicyFilterField, string | null>>): PolicyFilter {
  const date = (v: string | null | undefined) => (v && isIsoDate(v.trim()) ? v.trim() : '');
  const status = (raw.status ?? '').trim();
  const iin = (raw.iin ?? '').replace(/\s/g, '');
  const manager = (raw.manager ?? '').trim();
  return withDateCopy({
    isGlobal: flag(raw.isGlobal),
    isShort: flag(raw.isShort),
    manager: /^\d{1,9}$/.test(manager) ? manager : '',
    creator: cleanText(raw.creator ?? '', 100),
    global: cleanText(raw.global ?? '', 64),
    status: STATUS_VALUES.has(status) ? status : '',
    one_c: cleanText(raw.one_c ?? '', 64),
    start: date(raw.start),
    end: date(raw.end),
    iin: /^\d{12}$/.test(iin) ? iin : '',
    apc: cleanText((raw.apc ?? '').replace(/[^0-9A-Za-z]/g, ''), 32),
  });
}

/** Section 5.7: if only one of start or end is set, the other copies it (the list and the export alike). */
export function withDateCopy<T extends { start: string; end: string }>(f: T): T {
  if (f.start && !f.end) return { ...f, end: f.start };
  if (f.end && !f.start) return { ...f, start: f.end };
  return f;
}

/** The form's mistakes, by field, in Russian; an empty object: the filter can be applied. */
export function policyFilterErrors(form: PolicyFilter): Partial<Record<PolicyFilterField, string>> {
  const errors: Partial<Record<PolicyFilterField, string>> = {};
  const iin = form.iin.replace(/\s/g, '');
  if (iin && !/^\d{12}$/.test(iin)) errors.iin = ruPolicies.filter.iinInvalid;
  if (form.start && !isIsoDate(form.start)) errors.start = ruPolicies.filter.dateInvalid;
  if (form.end && !isIsoDate(form.end)) errors.end = ruPolicies.filter.dateInvalid;
  const copied = withDateCopy(form);
  if (!errors.start && !errors.end && copied.start && copied.end && copied.start > copied.end)
    errors.end = ruPolicies.filter.endBeforeStart;
  return errors;
}

/** The query of the list and the export: only the fields set. */
export function policyFilterQuery(f: PolicyFilter): Record<string, string> {
  return Object.fromEntries(Object.entries(withDateCopy(f)).filter(([, v]) => v !== ''));
}

export function samePolicyFilter(a: PolicyFilter, b: PolicyFilter): boolean {
  return POLICY_FILTER_FIELDS.every((f) => a[f] === b[f]);
}

const f = ruPolicies.filter;

/** The filter's text fields as the form kit's descriptors (label, length, keyboard). */
export const POLICY_FILTER_TEXT_FIELDS = {
  global: { label: f.global, maxLength: 64 },
  one_c: { label: f.one_c, maxLength: 64 },
  iin: { label: f.iin, maxLength: 12, inputMode: 'numeric' },
  creator: { label: f.creator, maxLength: 100 },
  apc: { label: f.apc, maxLength: 32 },
} as const satisfies Record<
  'global' | 'one_c' | 'iin' | 'creator' | 'apc',
  { label: string; maxLength: number; inputMode?: 'numeric' }
>;
