// Route /terminals: the accountant's terminals, the shared paged list reading GET accountant/terminals through
// the query cache.
import { AccountantTerminalsScreen } from '@sakta/ui';
import { accountantTerminalsQuery } from '../lib/accountant-queries';
import { useWholeList } from '../features/query-list';

/** The accountant's terminals /terminals (spec part 1 section 2 "Accountant terminals list", accountant group). */
export function Component() {
  const list = useWholeList(accountantTerminalsQuery);
  return <AccountantTerminalsScreen list={list.view} onRetry={() => list.actor.send({ type: 'RETRY' })} />;
}
