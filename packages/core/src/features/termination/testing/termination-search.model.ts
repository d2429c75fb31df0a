import { type EventObject, fromCallback } from 'xstate';
import { ApiError } from '../../../shared/api/errors';
import { terminationSearchMachine, type TerminationSearchSnapshot } from '../termination-search.machine';
import {
  doneEvent,
  errorEvent,
  type MachineModel,
  neverSettles,
  snapshotEvent,
} from '../../../shared/testing/runner';
import { MODEL_RESULTS } from './fixtures';

/** Events the fake history child received (RELOAD is forwarded to it). */
export const historyInbox: EventObject[] = [];

/**
 * The graph's vertex: the state, the checked type, whether the contract number and the IIN are valid, and
 * whether field messages show. That is all a guard reads: with no EDIT of surname, name and birth date in the
 * model the non-resident filter is never valid, whatever the plate (its valid search is unit-tested), and since
 * every EDIT variant makes its field valid, the messages are exactly the invalid fields of the checked type or
 * none. The request, results and message are read by no guard (the checks assert them on every path).
 */
function serialize(s: TerminationSearchSnapshot): string {
  const f = s.context.filter;
  return JSON.stringify({
    value: s.value,
    type: f.type,
    contract: f.contract.trim() !== '',
    iin: /^\d{12}$/.test(f.iin),
    errors: Object.keys(s.context.errors).length > 0,
  });
}

/** The termination screen: the search call is an event; the history child is a fake that records its events. */
export const terminationSearchModel = {
  name: 'termination-search',
  machine: terminationSearchMachine.provide({
    actors: {
      search: neverSettles(),
      history: fromCallback(({ receive }) => receive((e) => historyInbox.push(e))) as never,
    },
  }),
  serializeState: serialize,
  events: [
    { type: 'SET_TYPE', searchType: 1 },
    { type: 'SET_TYPE', searchType: 2 },
    { type: 'SET_TYPE', searchType: 3 },
    { type: 'EDIT', field: 'contract', value: 'ogpo-2026-0001' },
    { type: 'EDIT', field: 'iin', value: '900101300017' },
    { type: 'EDIT', field: 'vehicle', value: '123abc02' },
    { type: 'SEARCH' },
    { type: 'RESET' },
    { type: 'RETRY' },
    { type: 'RELOAD' },
    doneEvent('search', MODEL_RESULTS),
    doneEvent('search', []),
    errorEvent('search', ApiError.rejected(['Сервис поиска недоступен'], 200)),
    errorEvent('search', new TypeError('Failed to fetch')),
    snapshotEvent('history'),
  ],
} satisfies MachineModel<typeof terminationSearchMachine>;
