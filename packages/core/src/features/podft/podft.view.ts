import { fromPromise } from 'xstate';
import type { Page } from '../../shared/api/common';
import { fmt } from '../../shared/i18n/ru';
import { displayDate } from '../../shared/display-dates';
import { regionTitle } from '../../shared/parties/vehicle/regions';
import {
  pagedListMachine,
  type PageRequest,
  type PagedListView,
} from '../../shared/machines/paged-list.machine';
import {
  PODFT_DECISIONS,
  decisionHasReason,
  type PodftClientItem,
  type PodftDecision,
  type PodftItem,
  type PodftRecord,
  type PodftSetRequest,
  type PodftVehicleItem,
} from './contract';
import type { PodftFilter } from './filter';
import { podftApiQuery } from './filter';
import { podftItemMachine, type PodftItemAnswer, type PodftItemSnapshot } from './podft-item.machine';
import { podftReviewMachine, type PodftReviewSnapshot } from './podft-review.machine';
import { ruPodft } from './ru';

/** What the screens of /podfts show, read from the review machine and its children. */

export interface PodftReviewView {
  filter: PodftFilter;
  draft: PodftFilter;
  filtersOpen: boolean;
  /** The modal is open (its machine is the child 'item'). */
  reviewing: boolean;
  /** 'Решение по записи №{id} сохранено' after a save, until the next action. */
  notice: string | null;
}

export function selectPodftReviewView(s: PodftReviewSnapshot): PodftReviewView {
  const c = s.context;
  return {
    filter: c.filter,
    draft: c.draft,
    filtersOpen: c.filtersOpen,
    reviewing: s.matches({ active: 'reviewing' }),
    notice: c.savedId !== null ? fmt(ruPodft.modal.saved, { id: c.savedId }) : null,
  };
}

export type PodftTone = 'primary' | 'warning' | 'success' | 'danger';
const TONE: Record<PodftRecord['status'], PodftTone> = {
  1: 'primary',
  2: 'warning',
  3: 'success',
  4: 'danger',
};

export interface PodftRowView {
  id: number;
  document: string;
  resident: string;
  person: string;
  entityName: string;
  title: string;
  typeName: string;
  statusName: string;
  tone: PodftTone;
  appeal: string;
  /** Section 2.5: shown only for status above 1. */
  decision: string | null;
}

const yesNo = (b: boolean) => (b ? ruPodft.yes : ruPodft.no);
const when = (day: string | null, time: string | null) =>
  day ? `${displayDate(day)}${time ? ` ${time}` : ''}` : '';

export function podftRowView(r: PodftRecord): PodftRowView {
  return {
    id: r.id,
    document: r.document,
    resident: yesNo(r.resident),
    // a vehicle is no person: its 'Физ. лицо' says nothing (a dash), as for any question that does not apply
    person: r.entity === 1 ? ruPodft.notApplicable : yesNo(r.person),
    entityName: r.entityName,
    title: r.title,
    typeName: r.typeName,
    statusName: r.statusName,
    tone: TONE[r.status],
    appeal: when(r.created, r.created_time),
    decision: r.status > 1 && r.updated ? when(r.updated, r.updated_time) : null,
  };
}

/** The rows of the page shown, a record decided here in place of its row. */
export function selectPodftRows(
  list: PagedListView<PodftRecord>,
  replaced: Record<number, PodftRecord>,
): PodftRowView[] {
  return list.items.map((r) => podftRowView(replaced[r.id] ?? r));
}

export interface PodftField {
  label: string;
  value: string;
}

const isVehicle = (i: PodftItem): i is PodftItem & { item: PodftVehicleItem } => i.entity === 1;

/** Section 2.5: the client's name (the document number for a legal entity); a vehicle's colour, make and model. */
export function podftTitle(i: PodftItem): string {
  if (isVehicle(i)) return [i.item.color, i.item.mark, i.item.model].filter(Boolean).join(' ') || i.title;
  const c = i.item as PodftClientItem;
  if (!i.person) return c.document.number || i.document;
  return c.client.title || i.title;
}

/** Section 3.8: the attributes of the client or the vehicle. */
export function podftAttributes(i: PodftItem): PodftField[] {
  const t = ruPodft;
  const rows: PodftField[] = isVehicle(i)
    ? [
        { label: t.vehicle.number, value: i.item.number ?? '' },
        { label: t.vehicle.vin, value: i.item.vin },
        { label: t.vehicle.mark, value: i.item.mark },
        { label: t.vehicle.model, value: i.item.model },
        { label: t.vehicle.color, value: i.item.color },
        { label: t.vehicle.certificate, value: i.item.registration.certificate ?? '' },
        {
          label: t.vehicle.date,
          value: i.item.registration.date ? displayDate(i.item.registration.date) : '',
        },
        // the region by its name (the regions dictionary); an id the dictionary lacks as it came
        {
          label: t.vehicle.region,
          value: regionTitle(i.item.registration.region_id) || String(i.item.registration.region_id ?? ''),
        },
      ]
    : (() => {
        const c = i.item as PodftClientItem;
        return [
          { label: t.client.title, value: c.client.title },
          { label: t.client.iin, value: c.client.iin },
          { label: t.client.birthday, value: c.client.birthday ? displayDate(c.client.birthday) : '' },
          { label: t.client.document, value: c.document.number },
          { label: t.client.issued, value: c.document.issued ? displayDate(c.document.issued) : '' },
          { label: t.client.resident, value: yesNo(c.filter.resident) },
          { label: t.client.person, value: yesNo(c.filter.person) },
          { label: t.client.address, value: c.location.address },
          { label: t.client.country, value: t.client.kazakhstan },
        ];
      })();
  return rows.filter((r) => r.value !== '');
}

export interface PodftDecisionView {
  /** Undecided: the choices (approve 3, warning 2, refuse 4) and the comment; decided: read-only. */
  editable: boolean;
  status: PodftDecision;
  choices: Array<{ value: PodftDecision; label: string }>;
  comment: string;
  /** A refusal needs its comment (issue 44 item 5): the field is required, and says so while it is empty. */
  reasonRequired: boolean;
  reasonError: string | null;
  canSave: boolean;
  busy: boolean;
  error: string | null;
  /** Decided: the status name, who decided and when. */
  decided: { statusName: string; checked: string; at: string; comment: string } | null;
}

export interface PodftItemView {
  status: 'loading' | 'failed' | 'ready';
  error: string | null;
  id: number;
  /** The record's status colour. */
  tone: PodftTone;
  title: string;
  description: string;
  images: { front: string | null; back: string | null };
  decision: PodftDecisionView | null;
  appeal: PodftField[];
  attributes: PodftField[];
  /** Section 2.5: only when the party has more than one record. */
  history: Array<{ id: number; label: string; current: boolean; tone: PodftTone }>;
  /** A decision kept when the session ended: put back, or not applied (decided meanwhile). */
  notice: { tone: 'info' | 'warning'; text: string } | null;
}

const RESTORED = {
  applied: { tone: 'info', text: ruPodft.modal.restored },
  outdated: { tone: 'warning', text: ruPodft.modal.outdated },
} as const;

export function selectPodftItemView(s: PodftItemSnapshot | undefined): PodftItemView | null {
  if (!s || s.status !== 'active') return null;
  const c = s.context;
  const i = c.item;
  const base = { id: c.id, error: c.error };
  if (!i || s.hasTag('loading') || s.matches('failed'))
    return {
      ...base,
      status: s.matches('failed') ? 'failed' : 'loading',
      tone: 'primary',
      title: i && !s.matches('failed') ? podftTitle(i) : fmt(ruPodft.openRow, { id: c.id }),
      description: fmt(ruPodft.modal.record, { id: c.id }),
      images: { front: null, back: null },
      decision: null,
      appeal: [],
      attributes: [],
      history: [],
      notice: null,
    };
  const undecided = i.checked === null;
  const refusal = c.status === 4;
  return {
    ...base,
    status: 'ready',
    tone: TONE[i.status],
    title: podftTitle(i),
    description: fmt(ruPodft.modal.description, { id: i.id, entity: i.entityName }),
    images: { front: i.front_image, back: i.back_image },
    decision: {
      editable: undecided,
      status: c.status,
      choices: PODFT_DECISIONS.map((value) => ({ value, label: ruPodft.decision[value] })),
      comment: c.comment,
      reasonRequired: undecided && refusal,
      reasonError: undecided && !decisionHasReason(c.status, c.comment) ? ruPodft.modal.reasonRequired : null,
      canSave: s.can({ type: 'SAVE' }),
      busy: s.hasTag('busy'),
      error: c.error,
      decided: undecided
        ? null
        : {
            statusName: i.statusName,
            checked: i.checked ?? '',
            at: when(i.updated, i.updated_time),
            comment: i.comment || ruPodft.modal.noComment,
          },
    },
    appeal: [
      { label: ruPodft.modal.appealDate, value: when(i.created, i.created_time) },
      { label: ruPodft.modal.initiator, value: i.changed ?? '' },
      { label: ruPodft.modal.type, value: i.typeName },
      // 3.8: a client's politician flag, true, false or null (not told); a vehicle has none (issue 43 item 22)
      {
        label: ruPodft.modal.politician,
        value: isVehicle(i)
          ? ''
          : i.politician === null
            ? ruPodft.modal.politicianUnknown
            : yesNo(i.politician),
      },
      { label: ruPodft.columns.status, value: i.statusName },
    ].filter((r) => r.value !== ''),
    attributes: podftAttributes(i),
    history:
      c.history.length > 1
        ? c.history.map((r) => ({
            id: r.id,
            label: fmt(ruPodft.modal.historyRecord, {
              id: r.id,
              status: r.statusName,
              date: when(r.created, r.created_time),
            }),
            current: r.id === i.id,
            tone: TONE[r.status],
          }))
        : [],
    notice: c.restored ? RESTORED[c.restored] : null,
  };
}

/** The calls of /podfts (section 7.4), for `providePodftReview`. */
export interface PodftCalls {
  /** GET /api/podft/get?page={n} with the filter. */
  page(page: number, query: Record<string, string>): Promise<Page<unknown>>;
  /** POST /api/podft/item {id}. */
  item(id: number): Promise<PodftItemAnswer>;
  /** POST /api/podft/set {id, status, comment}: the updated record (the answer's first). */
  decide(req: PodftSetRequest): Promise<PodftRecord>;
}

export function providePodftReview(calls: PodftCalls) {
  return podftReviewMachine.provide({
    actors: {
      list: pagedListMachine.provide({
        actors: {
          loadPage: fromPromise(({ input }: { input: PageRequest }) =>
            calls.page(input.page, podftApiQuery(input.query)),
          ),
        },
      }),
      item: podftItemMachine.provide({
        actors: {
          loadItem: fromPromise(({ input }: { input: { id: number } }) => calls.item(input.id)),
          decide: fromPromise(({ input }: { input: PodftSetRequest }) => calls.decide(input)),
        },
      }),
    },
  });
}

/** Section 9: how much the review's images are enlarged. */
export const PODFT_ZOOM = 1.8;
