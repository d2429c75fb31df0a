import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { runModel, type StepInfo } from '../../testing/runner';
import { scanModel } from './testing/scan.model';
import { OGPO_CLIENT_NON_RESIDENT, OGPO_CLIENT_RESIDENT } from './testing/fixtures';

type Model = typeof scanModel.machine;

function check(s: SnapshotFrom<Model>, { event }: StepInfo<Model>) {
  if (s.status === 'active') expect(s.hasTag('busy')).toBe(true);
  if (s.matches('uploading'))
    expect(s.children.upload?.getSnapshot().input).toEqual({ file: 'passport-wilson.png' });
  if (s.matches({ polling: 'asking' }))
    expect(s.children.recognize?.getSnapshot().input).toEqual({ taskId: 'task-1' });
  if (!event) return;
  switch (event.type) {
    case 'xstate.error.actor.upload':
      expect(s.output).toEqual({ kind: 'message', message: 'Размер файла меньше 100 КБ' });
      break;
    case 'RESET':
      expect(s.output).toEqual({ kind: 'cancelled' });
      break;
    case 'xstate.done.actor.recognize': {
      const type = (event as { output: { type: number } }).output.type;
      if (type === 0) expect(s.matches({ polling: 'waiting' })).toBe(true);
      if (type === 1) expect(s.output).toEqual({ kind: 'newClient', record: OGPO_CLIENT_NON_RESIDENT });
      if (type === 2)
        expect(s.output).toEqual({
          kind: 'message',
          message: 'Срок действия документа № C4F7K2L91 истёк 31.01.2024.',
        });
      if (type === 3) expect(s.output).toEqual({ kind: 'found', rows: [OGPO_CLIENT_RESIDENT] });
      break;
    }
    case 'xstate.error.actor.recognize':
      expect(s.output).toEqual({ kind: 'message', message: 'Не найден task_id' });
      break;
  }
}

describe('scanMachine (model-based)', () => {
  it('uploads, polls the recognition every 2 s and ends with its answer, with 100% coverage', () => {
    const run = runModel(scanModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
