import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { AdminInfo } from './contract';
import { ApiError } from '../../shared/api/errors';
import { ru } from '../../shared/i18n/ru';
import { MODEL_ADMIN_INFO } from './testing/fixtures';
import { formatServerTime } from '../../shared/display-dates';
import { adminInfoMachine, selectAdminInfoView } from './admin-info.machine';

function start(answers: Array<() => Promise<AdminInfo>>) {
  let calls = 0;
  const actor = createActor(
    adminInfoMachine.provide({
      actors: { loadInfo: fromPromise(() => (answers[calls++] ?? answers.at(-1)!)()) },
    }),
  ).start();
  const view = () => selectAdminInfoView(actor.getSnapshot());
  return { actor, view, calls: () => calls };
}

describe('adminInfoMachine', () => {
  it('yesterday and today as pies (issued, new, error) and the timeline newest first', async () => {
    const a = start([() => Promise.resolve(MODEL_ADMIN_INFO)]);
    expect(a.view()).toEqual({ status: 'loading', error: null, days: [], timeline: [] });
    await waitFor(a.actor, (s) => s.matches('ready'));
    const [yesterday, today] = a.view().days;
    expect(yesterday).toEqual({
      label: 'Вчера',
      total: 8,
      slices: [
        { key: 'issued', label: 'Выпущено', value: 5 },
        { key: 'new', label: 'Новые', value: 2 },
        { key: 'error', label: 'Ошибки', value: 1 },
      ],
    });
    expect(today?.total).toBe(9);
    expect(a.view().timeline).toEqual([
      {
        id: 2002,
        tone: 'error',
        word: 'Ошибка',
        time: '11:40',
        date: '22.11.2026',
        dateTime: '2026-11-22T11:40:12',
      },
      {
        id: 2001,
        tone: 'new',
        word: 'Новый',
        time: '09:15',
        date: '22.11.2026',
        dateTime: '2026-11-22T09:15:00',
      },
      {
        id: 2003,
        tone: 'error',
        word: 'Ошибка',
        time: '17:05',
        date: '21.11.2026',
        dateTime: '2026-11-21T17:05:30',
      },
    ]);
  });

  it('a malformed answer fails with a message and RETRY loads again', async () => {
    const a = start([() => Promise.reject(ApiError.malformed()), () => Promise.resolve(MODEL_ADMIN_INFO)]);
    await waitFor(a.actor, (s) => s.matches('failed'));
    expect(a.view()).toMatchObject({ status: 'failed', error: ru.errors.malformed, days: [] });
    a.actor.send({ type: 'RETRY' });
    await waitFor(a.actor, (s) => s.matches('ready'));
    expect(a.calls()).toBe(2);
    expect(a.view().error).toBeNull();
  });

  it('formats server times', () => {
    expect(formatServerTime('2026-11-22 09:05:59')).toBe('22.11.2026 09:05');
    expect(formatServerTime('вчера')).toBe('вчера');
  });
});
