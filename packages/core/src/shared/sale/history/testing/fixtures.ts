import type { HistoryEntry } from '../contract';
import type { HistoryAnswer } from '../history.machine';

/** Test data of the history panel (model test, stories, storybook tests): GET /api/draft/history/OGPO_WEB_EA. */

const draftEntry = (n: number, over: Partial<HistoryEntry> = {}): HistoryEntry => {
  const id = `01JDS8RAFT000000000097${String(n).padStart(4, '0')}`;
  return {
    id,
    insurer_document: '850315300128',
    product_name: 'ОГПО ВТС',
    date: `2026-11-${String(25 - n).padStart(2, '0')} 10:15:00`,
    insurer_title: 'Ахметов Ерлан Сапарович',
    product: 'OGPO_WEB_EA',
    status: null,
    statusName: null,
    draft: id,
    product_type: 1,
    ...over,
  };
};

/** The draft open on the page in the stories: the first entry. */
export const HISTORY_CURRENT_DRAFT = '01JDS8RAFT0000000000970001';

export const HISTORY_DRAFTS: HistoryEntry[] = [
  draftEntry(1, {
    insurer_title: 'MUELLER ANNA',
    insurer_document: 'C4F9K2L71',
    product_name: 'Временный въезд',
    product_type: 2,
  }),
  draftEntry(2),
  draftEntry(3, { insurer_title: 'Сейткали Динара Муратовна', insurer_document: '900722400456' }),
  draftEntry(4, { insurer_title: 'Ким Владимир Николаевич', insurer_document: '600501300336' }),
];

const policy = (
  id: string,
  policyId: number,
  status: number,
  statusName: string,
  draft: string | null,
  over: Partial<HistoryEntry> = {},
): HistoryEntry => ({
  id,
  insurer_document: '781112402233',
  product_name: 'ОГПО ВТС',
  date: '2026-11-20 12:30:00',
  insurer_title: 'Ким Елена Викторовна',
  product: 'OGPO_WEB_EA',
  status,
  statusName,
  draft,
  product_type: 1,
  policy_id: policyId,
  ...over,
});

/** The register id of the issued policy of the history (the first of HISTORY_POLICIES). */
export const HISTORY_ISSUED_POLICY_ID = 5012;

/** Policies in each colour of 4.5: issued (green), new (blue), error (red), in processing (yellow). */
export const HISTORY_POLICIES: HistoryEntry[] = [
  policy('2026-0012345', HISTORY_ISSUED_POLICY_ID, 1, 'Выпущен', '01JDS8RAFT0000000000970020'),
  policy('2104', 2104, 0, 'Новый', '01JDS8RAFT0000000000970021', { date: '2026-11-19 09:00:00' }),
  policy('2103', 2103, 2, 'Ошибка', null, {
    date: '2026-11-18 16:40:00',
    insurer_title: 'Оспанов Ержан Талгатович',
  }),
  policy('2102', 2102, 7, 'В обработке', '01JDS8RAFT0000000000970022', { date: '2026-11-17 11:05:00' }),
];

export const HISTORY_ANSWER: HistoryAnswer = { drafts: HISTORY_DRAFTS, policies: HISTORY_POLICIES };
export const HISTORY_EMPTY: HistoryAnswer = { drafts: [], policies: [] };
