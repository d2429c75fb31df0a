import { describe, expect, it } from 'vitest';
import { ru } from '../../shared/i18n/ru';
import { ruTermination } from './ru';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { historyInbox, terminationSearchModel } from './testing/termination-search.model';
import { EMPTY_TERMINATION_FILTER, TERMINATION_FILTER_FIELDS, validateTerminationSearch } from './validation';
import { selectTerminationSearchView, type TerminationSearchSnapshot } from './termination-search.machine';

type Model = typeof terminationSearchModel.machine;

function check(s: TerminationSearchSnapshot, { event, previous }: StepInfo<Model>) {
  const view = selectTerminationSearchView(s);
  // the history child lives as long as the screen
  expect(s.children.history).toBeDefined();
  expect(view.fields).toEqual(TERMINATION_FILTER_FIELDS[view.filter.type]);
  // contract number and plate are uppercased as typed
  expect(view.filter.contract).toBe(view.filter.contract.toUpperCase());
  expect(view.filter.vehicle).toBe(view.filter.vehicle.toUpperCase());
  if (view.mode === 'searching') {
    expect(s.hasTag('loading')).toBe(true);
    expect(s.children.search?.getSnapshot().input).toEqual(s.context.request);
  }
  if (view.mode !== 'failed') expect(view.message).toBeNull();
  if (!event || !previous) {
    // default: the history, type 2 Резидент
    expect(view.mode).toBe('history');
    expect(view.filter).toEqual(EMPTY_TERMINATION_FILTER);
    return;
  }
  const before = selectTerminationSearchView(previous);
  switch (event.type) {
    case 'SET_TYPE':
      expect(view.filter.type).toBe(event.searchType);
      expect(view.errors).toEqual({});
      break;
    case 'EDIT':
      expect(view.errors[event.field]).toBeUndefined();
      break;
    case 'SEARCH': {
      const checked = validateTerminationSearch(before.filter);
      if (checked.ok) {
        expect(view.mode).toBe('searching');
        expect(s.context.request).toEqual(checked.request);
        expect(view.errors).toEqual({});
      } else {
        // an invalid filter stays where it was and shows the field messages
        expect(view.mode).toBe(before.mode);
        expect(view.errors).toEqual(checked.errors);
        for (const field of Object.keys(view.errors)) expect(view.fields).toContain(field);
      }
      break;
    }
    case 'RESET':
      expect(view.mode).toBe('history');
      expect(view.filter).toEqual(EMPTY_TERMINATION_FILTER);
      expect(view.errors).toEqual({});
      expect(view.results).toEqual([]);
      break;
    case 'RELOAD':
      if (before.mode === 'history') {
        expect(historyInbox.at(-1)).toEqual({ type: 'RELOAD' });
        expect(view.mode).toBe('history');
      } else if (before.mode !== 'searching') {
        // the last search runs again
        expect(view.mode).toBe('searching');
      }
      break;
    case 'xstate.done.actor.search':
      expect(view.mode).toBe('results');
      expect(view.results).toEqual(event.output);
      break;
    case 'xstate.error.actor.search': {
      const err = event.error as { errors?: string[] };
      expect(view.mode).toBe('failed');
      expect(view.message).toBe(err.errors ? err.errors.join('. ') : ru.errors.network);
      break;
    }
  }
  expect(
    Object.values(view.errors).every((m) => Object.values(ruTermination.errors).includes(m as never)),
  ).toBe(true);
}

describe('terminationSearchMachine (model-based)', () => {
  it(
    'filter, search, results and history follow the spec on every path, with 100% coverage',
    { timeout: 30_000 },
    () => {
      historyInbox.length = 0;
      const run = runModel(terminationSearchModel, check);
      expect(run.coverage.states.missing).toEqual([]);
      expect(run.coverage.transitions.missing).toEqual([]);
    },
  );
});
