/**
 * The operator-error screen's filter (spec part 2 sections 4.5 "Support filter: 0 New, 1 Worked, 2 Error", 7.5 the
 * query of get-operator-errors: isGlobal, created, manager, creator, global, status, one_c, start, end, iin, apc;
 * 5.7 "if only one of start or end date is set, the other copies it"). Values are the query strings; '' is "any".
 */
export interface SupportFilter {
  /** '' or '0' | '1' | '2'. */
  status: string;
  /** A contract number: the global one when isGlobal is '1', else the local one. */
  global: string;
  isGlobal: string;
  /** The policy's number in 1C. */
  one_c: string;
  /** The insurer's IIN/BIN (12 digits). */
  iin: string;
  apc: string;
  /** A part of the creator's or the manager's full name. */
  creator: string;
  manager: string;
  /** The request's day 'YYYY-MM-DD'. */
  created: string;
  /** The contracts' days 'YYYY-MM-DD' (both included). */
  start: string;
  end: string;
}

export type SupportFilterField = keyof SupportFilter;

export const SUPPORT_FILTER_FIELDS: readonly SupportFilterField[] = [
  'status',
  'global',
  'isGlobal',
  'one_c',
  'iin',
  'apc',
  'creator',
  'manager',
  'created',
  'start',
  'end',
];

export const EMPTY_SUPPORT_FILTER: SupportFilter = {
  status: '',
  global: '',
  isGlobal: '',
  one_c: '',
  iin: '',
  apc: '',
  creator: '',
  manager: '',
  created: '',
  start: '',
  end: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (v: string) => (DAY.test(v) ? v : '');

/**
 * A filter from the URL or the form: trimmed, an unknown status, a malformed day or IIN dropped, and the 5.7 rule:
 * one of start and end set, the other copies it.
 */
export function cleanSupportFilter(raw: Partial<Record<SupportFilterField, string | null>>): SupportFilter {
  const t = (k: SupportFilterField, max = 64) => (raw[k] ?? '').trim().slice(0, max);
  let start = day(t('start'));
  let end = day(t('end'));
  if (start && !end) end = start;
  if (end && !start) start = end;
  const iin = t('iin').replace(/\s/g, '');
  return {
    status: /^[012]$/.test(t('status')) ? t('status') : '',
    global: t('global'),
    isGlobal: t('isGlobal') === '1' || t('isGlobal') === 'true' ? '1' : '',
    one_c: t('one_c'),
    iin: /^\d{12}$/.test(iin) ? iin : '',
    apc: t('apc'),
    creator: t('creator', 100),
    manager: t('manager', 100),
    created: day(t('created')),
    start,
    end,
  };
}

/** A field the form cannot accept as typed (shown under it): an IIN of other than 12 digits. */
export function supportFilterProblems(form: SupportFilter): Partial<Record<SupportFilterField, string>> {
  const iin = form.iin.replace(/\s/g, '');
  return iin && !/^\d{12}$/.test(iin) ? { iin: 'ИИН/БИН состоит из 12 цифр' } : {};
}

/** The query of the list: only the fields set. */
export function supportFilterQuery(f: SupportFilter): Record<string, string> {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== ''));
}
