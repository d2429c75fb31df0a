import { describe, expect, it } from 'vitest';
import { runModel, type StepInfo } from '../../testing/runner';
import { podftDocumentsModel } from './testing/podft-documents.model';
import { selectPodftDocumentsView, type PodftDocumentsSnapshot } from './podft-documents.machine';
import { fileProblem } from './upload-rules';

type Model = typeof podftDocumentsModel.machine;

function check(s: PodftDocumentsSnapshot, { event, previous }: StepInfo<Model>) {
  const view = selectPodftDocumentsView(s);
  // save is enabled when at least one image is chosen
  if (s.matches('editing')) expect(view.canSave).toBe(view.front !== null || view.back !== null);
  if (s.matches('saving'))
    expect(s.children.upload?.getSnapshot().input).toEqual({
      fields: { id: '12', ulid: s.context.ulid, entity: '0' },
      front: s.context.front,
      back: s.context.back,
    });
  if (!event || !previous) return;
  const before = selectPodftDocumentsView(previous);
  switch (event.type) {
    case 'CHOOSE': {
      const problem = fileProblem(event.file, { imagesOnly: true });
      expect(view.problems[event.side]).toBe(problem ?? undefined);
      // a refused file keeps the one chosen before
      expect(view[event.side]).toBe(problem ? before[event.side] : event.file?.name);
      break;
    }
    case 'xstate.error.actor.upload':
      expect(view.message).toBe('Объект проверки не найден');
      expect([view.front, view.back]).toEqual([before.front, before.back]);
      break;
    case 'xstate.done.actor.upload':
      // the owner's podft block names the review record; the party is being verified
      expect(s.output).toEqual({
        kind: 'saved',
        record: {
          podft: { success: false, message: 'Требуется проверка документов', id: 77, setDocument: true },
          beingVerify: true,
        },
        id: 77,
        data: (event.output as { data: unknown }).data,
      });
      break;
    case 'CLOSE':
      if (previous.matches('editing')) expect(s.output).toEqual({ kind: 'closed' });
      break;
  }
}

describe('podftDocumentsMachine (model-based)', () => {
  it('chooses front and back images, refuses bad ones, saves with at least one, shows the server message', () => {
    const run = runModel(podftDocumentsModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
