import { describe, expect, it } from 'vitest';
import { ru } from '../../i18n/ru';
import { runModel, type StepInfo } from '../../testing/runner';
import type { DocumentRecord } from './contract';
import { documentUploadModel } from './testing/document-upload.model';
import { selectDocumentUploadView, type DocumentUploadSnapshot } from './document-upload.machine';
import { fileProblem, type UploadFile } from './upload-rules';

type Model = typeof documentUploadModel.machine;

function check(s: DocumentUploadSnapshot, { event, previous }: StepInfo<Model>) {
  const view = selectDocumentUploadView(s);
  expect(view.busy).toBe(s.matches('uploading') || s.matches('deleting'));
  // a vehicle has one document type, chosen from the start
  if (view.owner.kind === 3) expect(view.typeId).toBe('00021');
  if (s.status === 'done')
    expect(s.output).toEqual(
      s.context.changed ? { kind: 'saved', record: { images: view.images } } : { kind: 'closed' },
    );
  if (!event || !previous) return;
  const before = selectDocumentUploadView(previous);
  switch (event.type) {
    case 'SELECT_TYPE':
      // only the owner's types can be chosen
      expect(view.typeId).toBe(
        view.types.some((t) => t.type_id === event.typeId) ? event.typeId : before.typeId,
      );
      break;
    case 'UPLOAD': {
      if (!previous.matches('idle')) break;
      const problem = before.typeId === '' ? 'Выберите тип документа' : fileProblem(event.file);
      expect(view.problem).toBe(problem);
      expect(s.matches('uploading')).toBe(problem === null);
      if (problem === null) {
        const req = s.children.upload?.getSnapshot().input as {
          fields: Record<string, string>;
          file: UploadFile;
        };
        expect(req.file).toBe(event.file);
        expect(req.fields).toMatchObject({
          policy_ulid: view.owner.policy_ulid,
          c_id: String(view.owner.c_id),
          kind: String(view.owner.kind),
          type_id: before.typeId,
        });
      }
      break;
    }
    case 'xstate.done.actor.upload':
      expect(view.images.at(-1)).toEqual(event.output);
      expect(view.notice).toMatchObject({ tone: 'success', text: 'Файл успешно загружен' });
      break;
    case 'xstate.done.actor.remove':
      expect(view.images.length).toBe(before.images.length - 1);
      expect(view.images.some((d) => d.id === before.deletingId)).toBe(false);
      expect(view.notice).toMatchObject({ tone: 'success', text: 'Файл успешно удален' });
      break;
    case 'xstate.error.actor.upload':
    case 'xstate.error.actor.remove': {
      const err = event.error as { errors?: string[] };
      // a refused upload says why under the file field (issue 30, item 2)
      if (event.type === 'xstate.error.actor.upload')
        expect(view.problem).toBe(err.errors ? err.errors.join('. ') : ru.errors.network);
      expect(view.images).toEqual(before.images);
      expect(view.notice).toMatchObject({
        tone: 'error',
        title: 'Ошибка',
        text: err.errors ? err.errors.join('. ') : ru.errors.network,
        seq: (before.notice?.seq ?? 0) + 1,
      });
      break;
    }
    case 'DELETE':
      if (previous.matches('idle')) {
        const listed = before.images.some((d: DocumentRecord) => d.id === event.id);
        expect(view.deletingId).toBe(listed ? event.id : null);
      }
      break;
  }
}

describe('documentUploadMachine (model-based)', () => {
  it('chooses a type, refuses bad files, uploads, deletes, reports failures, closes with the list', () => {
    const run = runModel(documentUploadModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
