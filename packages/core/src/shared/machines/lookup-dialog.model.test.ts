import { describe, expect, it } from 'vitest';
import { ru } from '../i18n/ru';
import { runModel, type StepInfo } from '../testing/runner';
import { lookupDialogModel } from '../testing/lookup-dialog.model';
import {
  INCOMPLETE_MESSAGE,
  selectLookupDialogView,
  type LookupDialogSnapshot,
} from './lookup-dialog.machine';

type Model = typeof lookupDialogModel.machine;
type Row = { id: number; title: string };

function check(s: LookupDialogSnapshot, { event, previous, input }: StepInfo<Model>) {
  const view = selectLookupDialogView(s);
  expect(view.busy).toBe(view.step === 'searching' || view.step === 'saving');
  expect(view.canSearch).toBe(view.step === 'search' && (view.query.number ?? '').length > 3);
  if (view.step === 'searching') expect(s.children.search?.getSnapshot().input).toEqual(view.query);
  if (view.step === 'saving') expect(s.children.save?.getSnapshot().input).toEqual(view.record);
  // an edit never searches
  if (input && 'record' in input) expect(['form', 'saving', 'saved', 'closed']).toContain(view.step);
  if (s.status === 'done') {
    expect(s.output).toEqual(
      view.step === 'saved' ? { kind: 'saved', record: s.context.saved } : { kind: 'closed' },
    );
  }
  if (!event || !previous) {
    expect(view.step).toBe(input && 'record' in input ? 'form' : 'search');
    return;
  }
  const before = selectLookupDialogView(previous);
  // nothing typed is lost: the query survives every step
  if (event.type !== 'QUERY') expect(view.query).toEqual(before.query);
  switch (event.type) {
    case 'xstate.done.actor.search': {
      const out = event.output as { rows: Row[]; notice?: string };
      expect(view.step).toBe(out.rows.length ? 'found' : 'notFound');
      expect(view.rows).toEqual(out.rows);
      expect(view.notice).toBe(out.notice ?? null);
      break;
    }
    case 'xstate.error.actor.search':
    case 'xstate.error.actor.save': {
      const err = event.error as { errors?: string[] };
      expect(view.step).toBe(event.type === 'xstate.error.actor.search' ? 'search' : 'form');
      expect(view.message).toBe(err.errors ? err.errors.join('. ') : ru.errors.network);
      // a failed save keeps the record as typed
      expect(view.record).toEqual(before.record);
      break;
    }
    case 'xstate.done.actor.save':
      expect(view.step).toBe('saved');
      expect(s.output).toEqual({ kind: 'saved', record: event.output });
      break;
    case 'PICK':
      if (before.step === 'found' && event.index < before.rows.length) {
        expect(view.step).toBe('form');
        expect(view.record).toEqual(before.rows[event.index]);
      } else expect(view.step).toBe(before.step);
      break;
    case 'CREATE':
      if (before.step === 'notFound') {
        expect(view.step).toBe('form');
        expect(view.record).toEqual(before.query);
      } else expect(view.step).toBe(before.step);
      break;
    case 'SUBMIT':
      if (before.step === 'form') {
        const complete = typeof before.record?.title === 'string' && before.record.title !== '';
        expect(view.step).toBe(complete ? 'saving' : 'form');
        expect(view.message).toBe(complete ? null : INCOMPLETE_MESSAGE);
      }
      break;
    case 'RESET':
      if (['found', 'notFound'].includes(before.step) || (before.step === 'form' && !before.editing))
        expect(view.step).toBe('search');
      else expect(view.step).toBe(before.step);
      break;
    case 'CLOSE':
      expect(view.step).toBe(before.step === 'saving' ? 'saving' : 'closed');
      break;
    case 'QUERY':
      if (before.step === 'search') expect(view.query).toEqual({ ...before.query, ...event.patch });
      else expect(view.query).toEqual(before.query);
      break;
    case 'CHANGE':
      if (before.step === 'form') expect(view.record).toEqual({ ...before.record, ...event.patch });
      break;
  }
}

describe('lookupDialogMachine (model-based)', () => {
  it('searches, picks, creates, edits, saves and closes on every path, with 100% coverage', () => {
    const run = runModel(lookupDialogModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
