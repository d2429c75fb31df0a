import { describe, expect, it } from 'vitest';
import { ru } from '../i18n/ru';
import { runModel, type StepInfo } from '../testing/runner';
import type { StateChecks } from '../testing/state-checks';
import { documentModel } from '../testing/document.model';
import { MODEL_DOCUMENT } from '../testing/fixtures';
import { selectDocumentView, type DocumentSnapshot } from './document.machine';

type Model = typeof documentModel.machine;

/** What must hold in each state of the document machine (see checksByState). */
const checks: StateChecks<Model> = {
  '*': (s: DocumentSnapshot, { event }: StepInfo<Model>) => {
    const view = selectDocumentView(s);
    expect(s.hasTag('loading')).toBe(view.status === 'loading');
    expect(s.can({ type: 'RETRY' })).toBe(view.status === 'failed');
    if (event?.type === 'xstate.done.actor.fetchDocument') {
      expect(view).toEqual({ status: 'ready', document: MODEL_DOCUMENT, error: null });
    }
    if (event?.type === 'xstate.error.actor.fetchDocument') {
      const err = event.error as { errors?: string[] };
      expect(view.status).toBe('failed');
      expect(view.error).toBe(err.errors ? err.errors.join('. ') : ru.errors.network);
      expect(view.document).toBeNull();
    }
  },
  loading: (s: DocumentSnapshot) => {
    const view = selectDocumentView(s);
    expect(view.status).toBe('loading');
    // the call gets the parent's request
    expect(s.children.fetchDocument?.getSnapshot().input).toEqual({ id: 7 });
    expect(view.error).toBeNull();
  },
};

describe('documentMachine (model-based)', () => {
  it('loads, fails and retries on every path, with 100% coverage', () => {
    const run = runModel(documentModel, checks);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });

  it('shows nothing while no document is open', () => {
    expect(selectDocumentView(undefined)).toEqual({ status: 'idle', document: null, error: null });
  });
});
