import { unprovided } from '../../shared/machines/unprovided';
import { assign, setup, type SnapshotFrom } from 'xstate';
import { errorText } from '../../shared/api/errors';
import { splitServerTime } from '../../shared/display-dates';
import type { AdminInfo, DayCounts } from './contract';
import { ruAdmin } from './ru-admin';
import { POLICY_STATUS } from '../../shared/policy-status';

/**
 * The administrator's 'information on contracts' on the home page (spec part 1 section 2 "Home", section 3
 * "Admin info", section 7 GET api/admin/admin-info):
 *
 *   loading (GET admin-info) --ok--> ready (two pie charts, yesterday and today, and the timeline)
 *            --failure--> failed (the server's message, or the malformed-answer message) --RETRY--> loading
 *
 * A malformed answer is rejected by the API client (ApiError 'malformed'), so it ends in `failed` with a message
 * and a retry, never in a blank section.
 */

export interface AdminInfoContext {
  info: AdminInfo | null;
  error: string | null;
}

export type AdminInfoEvent = { type: 'RETRY' };

export const adminInfoMachine = setup({
  types: {
    context: {} as AdminInfoContext,
    events: {} as AdminInfoEvent,
  },
  actors: {
    loadInfo: unprovided<AdminInfo>('adminInfoMachine', 'loadInfo'),
  },
}).createMachine({
  id: 'adminInfo',
  context: { info: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      entry: assign({ info: null, error: null }),
      invoke: {
        id: 'loadInfo',
        src: 'loadInfo',
        onDone: { target: 'ready', actions: assign({ info: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: {},
    failed: { on: { RETRY: 'loading' } },
  },
});

export type AdminInfoSnapshot = SnapshotFrom<typeof adminInfoMachine>;

/** A slice of a day's pie: issued (green), new (blue), error (red), in this order. */
export interface PieSlice {
  key: keyof DayCounts;
  label: string;
  value: number;
}

export interface AdminInfoDay {
  label: string;
  slices: PieSlice[];
  total: number;
}

/** A timeline entry: time, id and the status word (status 0 'Новый', anything else 'Ошибка'). */
export interface TimelineItem {
  id: number;
  tone: 'new' | 'error';
  word: string;
  /** 'HH:mm' */
  time: string;
  /** 'DD.MM.YYYY' */
  date: string;
  /** For <time dateTime>: 'YYYY-MM-DDTHH:mm:ss' */
  dateTime: string;
}

export interface AdminInfoView {
  status: 'loading' | 'ready' | 'failed';
  error: string | null;
  /** Yesterday's and today's charts (empty while not ready). */
  days: AdminInfoDay[];
  /** Newest first. */
  timeline: TimelineItem[];
}

const SLICE_ORDER: ReadonlyArray<keyof DayCounts> = ['issued', 'new', 'error'];

function pieSlices(counts: DayCounts): PieSlice[] {
  return SLICE_ORDER.map((key) => ({ key, label: ruAdmin.info.slices[key], value: counts[key] }));
}

export function adminInfoDay(label: string, counts: DayCounts): AdminInfoDay {
  const slices = pieSlices(counts);
  return { label, slices, total: slices.reduce((s, x) => s + x.value, 0) };
}

export function timelineItems(info: AdminInfo): TimelineItem[] {
  return [...info.policies]
    .sort((a, b) => (a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : b.id - a.id))
    .map((p) => {
      const isNew = p.status === POLICY_STATUS.new;
      return {
        id: p.id,
        tone: isNew ? 'new' : 'error',
        word: isNew ? ruAdmin.info.statusNew : ruAdmin.info.statusError,
        ...splitServerTime(p.updated_at),
      };
    });
}

export function selectAdminInfoView(s: AdminInfoSnapshot): AdminInfoView {
  const status = s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading';
  const info = s.context.info;
  return {
    status,
    error: s.context.error,
    days: info
      ? [adminInfoDay(ruAdmin.info.yesterday, info.yesterday), adminInfoDay(ruAdmin.info.today, info.today)]
      : [],
    timeline: info ? timelineItems(info) : [],
  };
}
