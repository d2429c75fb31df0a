import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Page } from '../../shared/api/common';
import type { TerminationHistoryItem, TerminationSearchRequest } from './contract';
import { MODEL_RESULTS } from './testing/fixtures';
import { pagedListMachine, type PagedListSnapshot } from '../../shared/machines/paged-list.machine';
import {
  canOpenTerminationResult,
  selectTerminationHistoryView,
  selectTerminationSearchView,
  terminationSearchMachine,
} from './termination-search.machine';

const item = (n: number): TerminationHistoryItem => ({
  global: `OGPO-H-${n}`,
  product: 'ОГПО ВТС',
  client_iin: '900101300017',
  premium: 20_000,
  refund: 5_000,
  status: 'Расторгнут',
  date_from: '2026-01-01',
  date_to: '2026-12-31',
  created_at: '2026-06-01 10:00:00',
  signinType: 2,
  returnType: 1,
  id: 7,
});

function start() {
  const pages: number[] = [];
  const searches: TerminationSearchRequest[] = [];
  const machine = terminationSearchMachine.provide({
    actors: {
      history: pagedListMachine.provide({
        actors: {
          loadPage: fromPromise<Page<unknown>, { page: number }>(async ({ input }) => {
            pages.push(input.page);
            return {
              data: [item(input.page)],
              meta: { current_page: input.page, last_page: 7, per_page: 5, total: 33 },
            };
          }),
        },
      }),
      search: fromPromise(async ({ input }) => {
        searches.push(input);
        return MODEL_RESULTS;
      }),
    },
  });
  const actor = createActor(machine).start();
  const history = () =>
    selectTerminationHistoryView(actor.getSnapshot().children.history?.getSnapshot() as PagedListSnapshot);
  return { actor, pages, searches, history };
}

describe('terminationSearchMachine with the real history list', () => {
  it('the IIN/BIN filter keeps digits only, 12 at most; contract and vehicle numbers are uppercased', () => {
    const { actor } = start();
    actor.send({ type: 'EDIT', field: 'iin', value: '9a' });
    expect(actor.getSnapshot().context.filter.iin).toBe('9');
    actor.send({ type: 'EDIT', field: 'iin', value: '900 101 300 017 55' });
    expect(actor.getSnapshot().context.filter.iin).toBe('900101300017');
    actor.send({ type: 'EDIT', field: 'vehicle', value: '123abc02' });
    expect(actor.getSnapshot().context.filter.vehicle).toBe('123ABC02');
    actor.stop();
  });

  it('loads the history first, pages it, and keeps its page while results show', async () => {
    const { actor, pages, history } = start();
    await waitFor(actor, () => history().status === 'ready');
    expect(history().items).toEqual([item(1)]);
    actor.getSnapshot().children.history?.send({ type: 'GO_TO', page: 4 });
    await waitFor(actor, () => history().status === 'ready' && history().page === 4);
    actor.send({ type: 'EDIT', field: 'iin', value: '900101300017' });
    actor.send({ type: 'SEARCH' });
    await waitFor(actor, (s) => s.matches('results'));
    actor.send({ type: 'RESET' });
    expect(selectTerminationSearchView(actor.getSnapshot()).mode).toBe('history');
    expect(history().page).toBe(4);
    // after a termination the shown page reloads
    actor.send({ type: 'RELOAD' });
    await waitFor(actor, () => pages.length === 3 && history().status === 'ready');
    expect(pages).toEqual([1, 4, 4]);
  });

  it('searches a non-resident by surname, name, birth date and uppercased plate', async () => {
    const { actor, searches } = start();
    actor.send({ type: 'SET_TYPE', searchType: 3 });
    actor.send({ type: 'EDIT', field: 'surname', value: 'Smith' });
    actor.send({ type: 'EDIT', field: 'name', value: 'John' });
    actor.send({ type: 'EDIT', field: 'birthday', value: '1985-03-15' });
    actor.send({ type: 'SEARCH' });
    expect(selectTerminationSearchView(actor.getSnapshot()).errors).toEqual({
      vehicle: 'Введите гос. номер ТС',
    });
    actor.send({ type: 'EDIT', field: 'vehicle', value: '123 abc 02' });
    expect(selectTerminationSearchView(actor.getSnapshot()).filter.vehicle).toBe('123 ABC 02');
    actor.send({ type: 'SEARCH' });
    await waitFor(actor, (s) => s.matches('results'));
    expect(searches).toEqual([
      { surname: 'Smith', name: 'John', birthday: '1985-03-15', vehicle: '123 ABC 02' },
    ]);
    // a RELOAD after a termination repeats the search
    actor.send({ type: 'RELOAD' });
    await waitFor(actor, (s) => s.matches('results') && searches.length === 2);
    expect(searches[1]).toEqual(searches[0]);
  });

  it('offers the open action only for status codes 2 and 3', () => {
    const [active, closed] = MODEL_RESULTS;
    expect(active && canOpenTerminationResult(active)).toBe(true);
    expect(closed && canOpenTerminationResult(closed)).toBe(false);
    for (const code of [0, 1, 4, 5])
      expect(canOpenTerminationResult({ ...MODEL_RESULTS[0]!, status: { title: '', code } })).toBe(false);
    expect(canOpenTerminationResult({ ...MODEL_RESULTS[0]!, status: { title: '', code: 3 } })).toBe(true);
  });
});
