// What the lists of /branches and /terminals share on the web side: the shared paged list reading its pages
// through the query cache, a whole list read in one query, and which record the list's modal edits.
import { useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '@sakta/core';
import { pagedListMachine, selectPagedListView, type Page, type PageRequest } from '@sakta/core/shared';
import { useApi } from '../lib/api';

/** The shared paged list whose pages `load` reads. */
export function pagedListOf(load: (request: PageRequest) => Promise<Page<unknown>>) {
  return pagedListMachine.provide({
    actors: { loadPage: fromPromise<Page<unknown>, PageRequest>(({ input }) => load(input)) },
  });
}

/** A list the server gives whole (one page): the shared paged list over `query`, its actor, view and reload. */
export function useWholeList<Row, K extends QueryKey>(
  query: (api: ApiClient) => FetchQueryOptions<Page<Row>, Error, Page<Row>, K>,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () => pagedListOf(() => queryClient.fetchQuery(query(api))),
    [api, queryClient, query],
  );
  const actor = useActorRef(machine, { input: {} });
  const view = useSelector(actor, (s) => selectPagedListView<Row>(s));
  /** After a change: the cached answers under `key` are dropped and the list read again. */
  const reload = async (key: QueryKey) => {
    await queryClient.invalidateQueries({ queryKey: key });
    actor.send({ type: 'RELOAD' });
  };
  return { actor, view, reload };
}

/** The record the list's modal edits: undefined closed, id null a new one; a new key (a fresh machine) each opening. */
export function useEditing() {
  const [editing, setEditing] = useState<{ id: number | null; key: number } | undefined>(undefined);
  return {
    editing,
    onAdd: () => setEditing({ id: null, key: Date.now() }),
    onEdit: (row: { id: number }) => setEditing({ id: row.id, key: Date.now() }),
    close: () => setEditing(undefined),
  };
}
