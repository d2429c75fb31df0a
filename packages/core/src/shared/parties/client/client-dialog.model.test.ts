import { describe, expect, it } from 'vitest';
import { runModel, type StepInfo } from '../../testing/runner';
import { childInput } from '../../testing/xstate-adapter';
import { clientDialogModel } from './testing/client-dialog.model';
import { clientGetRequest, searchState, type ClientDialogSnapshot } from './client-dialog.machine';
import { selectClientDialogView } from './client-view';
import { clientErrors } from './validation';
import { OGPO_CLIENT_NON_RESIDENT } from './testing/fixtures';

type Model = typeof clientDialogModel.machine;

function check(s: ClientDialogSnapshot, { event, previous }: StepInfo<Model>) {
  const view = selectClientDialogView(s);
  expect(view.busy).toBe(
    ['searching', 'uploading', 'polling', 'saving'].includes(view.step) ||
      view.consentStep === 'resending' ||
      view.consentStep === 'checking',
  );
  if (view.step === 'searching')
    expect(childInput(s.children.search)).toEqual(
      clientGetRequest(searchState(s.context.query, s.context.env)),
    );
  if (view.step === 'saving') expect(childInput(s.children.save)).toEqual(s.context.record);
  if (view.step === 'form') {
    expect(view.record).not.toBeNull();
    expect(view.specStep).toBe(3);
    expect(view.showDriver).toBe(view.role === 'insured' && view.record!.driver !== null);
  }
  if (view.step === 'found') expect(view.specStep).toBe(view.rows.length > 1 ? 2 : 1);
  if (!event || !previous) return;
  const before = selectClientDialogView(previous);
  switch (event.type) {
    case 'SEARCH':
      if (before.step === 'search' && s.context.query.mode === 0 && s.context.query.iin === '600501300336')
        expect(view.message).toBe('ИИН 600501300336 уже указан.');
      break;
    case 'FILE':
      if (view.step === 'search') expect(view.message).toBe('Размер файла меньше 100 КБ');
      else expect(view.step).toBe('uploading');
      break;
    case 'xstate.done.actor.search':
      if (view.step === 'notFound') expect(view.rows).toEqual([]);
      if (view.step === 'consent')
        expect(view.consentStep).toBe(view.consent!.status === 10 ? 'code' : 'resend');
      break;
    case 'xstate.done.actor.gate':
      expect(view.step).toBe('searching');
      expect(view.notice).toBe('Код подтвержден');
      break;
    case 'xstate.done.actor.scan':
      if (view.step === 'search') {
        const out = (event as { output: { kind: string } }).output;
        expect(view.message).toBe(
          out.kind === 'message' ? 'Срок действия документа № C4F7K2L91 истёк 31.01.2024.' : null,
        );
      }
      if (view.step === 'form') expect(view.record!.client.iin).toBe(OGPO_CLIENT_NON_RESIDENT.client.iin);
      break;
    case 'PICK':
      if (before.step === 'found' && view.step === 'found' && (event as { index: number }).index === 0)
        expect(view.message).toBe('Клиент с документом "045612378" уже есть в списке');
      break;
    case 'DOCUMENT':
      {
        const doc = view.record?.documents[(event as { index: number }).index];
        if (doc && doc.verified_at === null && view.record!.filter.verify && view.record!.filter.resident)
          expect(view.message).toBe('Документ не верифицирован');
        else if (doc) expect(view.record!.document).toEqual(doc);
      }
      break;
    case 'EXPERIENCE':
      if (view.record!.driver)
        expect(view.record!.driver.age_experience_id).toBe((view.record!.driver.age ?? 0) >= 25 ? 3 : 1);
      break;
    case 'SUBMIT':
      if (view.step === 'form')
        expect(view.message).toBe(clientErrors(view.record!, s.context.env.present)[0]);
      break;
    case 'xstate.done.actor.save':
      expect(s.status).toBe('done');
      expect(s.output).toMatchObject({ kind: 'saved', record: { client: { id: 31 } } });
      break;
    case 'xstate.error.actor.save':
      expect(view.step).toBe('form');
      expect(view.message).toBe('Некорректный email');
      expect(view.record!.filter).toEqual(s.context.entered!.filter);
      break;
    case 'CLOSE':
      if (before.step !== 'saving') expect(s.output).toEqual({ kind: 'closed' });
      else expect(view.step).toBe('saving');
      break;
  }
}

describe('clientDialogMachine (model-based)', () => {
  it('searches in four modes, handles consent and scans, edits and saves, with 100% coverage', () => {
    const run = runModel(clientDialogModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  }, 60_000);
});
