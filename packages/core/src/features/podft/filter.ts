/**
 * The compliance list's filter (spec part 2 sections 2.5, 3.8 "Filter", 4.4, 9 "Compliance filter default status
 * 1"): status, person, entity, title, document, appeal and decision periods. Values are the query strings of
 * GET /api/podft/get; '' is "any". The status defaults to 1 (unreviewed) when the URL does not name one; 'all'
 * is the explicit "any status", so a bookmarked list of every status stays so.
 */
export interface PodftFilter {
  /** 'all' or '1'..'4'. */
  status: string;
  /** '' any, '1' natural person, '0' legal entity. */
  person: string;
  /** '' any, '0' client, '1' vehicle. */
  entity: string;
  title: string;
  document: string;
  /** 'YYYY-MM-DD' or ''. */
  appeal_start: string;
  appeal_end: string;
  solution_start: string;
  solution_end: string;
}

export type PodftFilterField = keyof PodftFilter;

export const PODFT_FILTER_FIELDS: readonly PodftFilterField[] = [
  'status',
  'person',
  'entity',
  'title',
  'document',
  'appeal_start',
  'appeal_end',
  'solution_start',
  'solution_end',
];

export const PODFT_DEFAULT_STATUS = '1';
export const PODFT_ANY_STATUS = 'all';

export const DEFAULT_PODFT_FILTER: PodftFilter = {
  status: PODFT_DEFAULT_STATUS,
  person: '',
  entity: '',
  title: '',
  document: '',
  appeal_start: '',
  appeal_end: '',
  solution_start: '',
  solution_end: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (v: string | null | undefined) => (DAY.test((v ?? '').trim()) ? (v as string).trim() : '');
const text = (v: string | null | undefined) => (v ?? '').trim().slice(0, 100);

/** A filter from the URL or the form: an unknown status becomes the default, unknown choices and dates are dropped. */
export function cleanPodftFilter(raw: Partial<Record<PodftFilterField, string | null>>): PodftFilter {
  const status = raw.status ?? PODFT_DEFAULT_STATUS;
  return {
    status: /^[1-4]$/.test(status) || status === PODFT_ANY_STATUS ? status : PODFT_DEFAULT_STATUS,
    person: /^[01]$/.test(raw.person ?? '') ? (raw.person as string) : '',
    entity: /^[01]$/.test(raw.entity ?? '') ? (raw.entity as string) : '',
    title: text(raw.title),
    document: text(raw.document),
    appeal_start: day(raw.appeal_start),
    appeal_end: day(raw.appeal_end),
    solution_start: day(raw.solution_start),
    solution_end: day(raw.solution_end),
  };
}

/** The URL's query of a filter: the status always (so the default stays visible), the other fields when set. */
export function podftFilterQuery(f: PodftFilter): Record<string, string> {
  return Object.fromEntries(Object.entries(f).filter(([k, v]) => k === 'status' || v !== ''));
}

/** What GET /api/podft/get is asked: the filter without 'all' (every status) and without empty fields. */
export function podftApiQuery(query: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query ?? {}).filter(([k, v]) => v !== '' && !(k === 'status' && v === PODFT_ANY_STATUS)),
  );
}
