// Route /terminals: the accountant's terminals, the shared paged list reading GET accountant/terminals through
// the query cache.
import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import { pagedListMachine, selectPagedListView, type Page } from '@sakta/core/shared';
import type { AccountantTerminal } from '@sakta/core/organisation';
import { AccountantTerminalsScreen } from '@sakta/ui';
import { useApi } from '../lib/api';
import { accountantTerminalsQuery } from '../lib/accountant-queries';

/** The accountant's terminals /terminals (spec part 1 section 2 "Accountant terminals list", accountant group). */
export function Component() {
  const api = useApi();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      pagedListMachine.provide({
        actors: {
          loadPage: fromPromise<Page<unknown>, { page: number }>(() =>
            queryClient.fetchQuery(accountantTerminalsQuery(api)),
          ),
        },
      }),
    [api, queryClient],
  );
  const actor = useActorRef(machine, { input: {} });
  const list = useSelector(actor, (s) => selectPagedListView<AccountantTerminal>(s));
  return <AccountantTerminalsScreen list={list} onRetry={() => actor.send({ type: 'RETRY' })} />;
}
