import { describe, expect, it } from 'vitest';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { childInput } from '../../shared/testing/xstate-adapter';
import { podftItemModel } from './testing/podft-item.model';
import type { PodftItemSnapshot } from './podft-item.machine';
import { selectPodftItemView } from './podft.view';

type Model = typeof podftItemModel.machine;

function check(s: PodftItemSnapshot, { event, previous, input }: StepInfo<Model>) {
  const view = selectPodftItemView(s);
  if (s.status === 'done') {
    expect(view).toBeNull();
    expect(s.output).toEqual(
      s.context.saved ? { kind: 'saved', record: s.context.saved } : { kind: 'closed' },
    );
    return;
  }
  expect(view).not.toBeNull();
  if (s.matches('loading')) {
    expect(view!.status).toBe('loading');
    expect(childInput(s.children.loadItem)).toEqual({ id: s.context.id });
  }
  if (s.matches('failed')) {
    expect(view!.status).toBe('failed');
    expect(view!.error).toBe('Запись не найдена');
  }
  if (s.matches('ready') || s.matches('saving')) {
    const item = s.context.item!;
    const decision = view!.decision!;
    // a decided record is read-only with its status name; an undecided one offers 3, 2, 4
    expect(decision.editable).toBe(item.checked === null);
    if (item.checked !== null) {
      expect(decision.decided?.statusName).toBe(item.statusName);
      expect(decision.canSave).toBe(false);
    } else expect(decision.choices.map((c) => c.value)).toEqual([3, 2, 4]);
    // issue 44 item 5: a refusal needs its reason; saving waits for it and the field says so
    const blank = s.context.comment.trim() === '';
    if (item.checked === null && s.context.status === 4) {
      expect(decision.reasonRequired).toBe(true);
      expect(decision.reasonError).toBe(blank ? 'Укажите причину отказа: её увидит продавец.' : null);
      if (blank) expect(decision.canSave).toBe(false);
    } else expect([decision.reasonRequired, decision.reasonError]).toEqual([false, null]);
    // the history is listed only when the party has more than one record
    expect(view!.history.length).toBe(s.context.history.length > 1 ? s.context.history.length : 0);
    // section 2.5: a vehicle's title is its colour, make and model
    if (item.entity === 1) expect(view!.title).toBe('Белый Toyota Land Cruiser');
    else expect(view!.title).toBe(item.item && 'client' in item.item ? item.item.client.title : '');
  }
  if (s.matches('saving')) {
    expect(view!.decision!.busy).toBe(true);
    expect(childInput(s.children.decide)).toEqual({
      id: s.context.id,
      status: s.context.status,
      comment: s.context.comment.trim(),
    });
  }
  if (!event || !previous) return;
  if (event.type === 'xstate.done.actor.loadItem' && s.matches('ready')) {
    const item = s.context.item!;
    const kept = previous.context.kept;
    if (kept && item.checked === null) {
      // issue 44 item 9: the decision kept when the session ended comes back, and the modal says so
      expect([s.context.status, s.context.comment]).toEqual([kept.status, kept.comment]);
      expect(view!.notice?.text).toBe(
        'Восстановлено решение, не сохранённое до окончания сессии. Проверьте его и сохраните.',
      );
    } else {
      // section 4.4: default 3 for a record of status 1, otherwise its current status
      expect(s.context.status).toBe(item.status === 1 ? 3 : item.status);
      expect(view!.notice?.text ?? null).toBe(
        kept ? 'По записи уже принято решение: ваше несохранённое решение не применено.' : null,
      );
    }
    expect(s.context.kept).toBeNull();
  }
  if (event.type === 'SAVE' && previous.matches('ready'))
    expect(s.matches('saving')).toBe(
      previous.context.item?.checked === null &&
        (previous.context.status !== 4 || previous.context.comment.trim() !== ''),
    );
  // the kept decision waits while its record loads (or fails to), for a resumed modal only
  if (s.matches('loading') && !input?.kept) expect(s.context.kept).toBeNull();
  if (event.type === 'SET_STATUS' && event.status === 1)
    expect(s.context.status).toBe(previous.context.status);
  if (event.type === 'xstate.error.actor.decide') {
    expect(s.matches('ready')).toBe(true);
    expect(view!.decision!.error).toBe('Решение по записи уже принято');
  }
}

describe('podftItemMachine (model-based)', () => {
  it('loads, opens the history, decides and fails on every path, with 100% coverage', () => {
    const run = runModel(podftItemModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
