// The first paint of /branches: the route's view with the tab it opens with, each on the server's running machine.
import type { ReactNode } from 'react';
import { selectBranchesView, type BranchesSnapshot } from '@sakta/core/organisation';
import { loadDeletedEmployees, loadEmployeesPage } from '../../lib/organisation-queries';
import { Branches, branchesInput, branchesScreenMachine } from '../../routes/branches';
// the server paints the tab /branches opens with; the live page loads these as lazy chunks
import { EmployeesTabView, employeesTabInput, employeesTabMachine } from '../../features/employees-tab';
import { TreeTabView, treeTabMachine } from '../../features/tree-tab';
import { started } from '../settle';
import { ignore, ignoreAsync, listLoaded, type ScreenPaint } from './paint';

/**
 * /branches with the tab it opens with (the URL's ?tab= or the role's first), loaded: the organisation tree (its
 * roots come with branches/index) or the employees' first page. Another tab, asked for by the URL, has none.
 */
export const branches: ScreenPaint = async (user, api, keep, url) => {
  const page = await started(
    branchesScreenMachine(api),
    branchesInput(user.role, url.searchParams),
    (s: BranchesSnapshot) => !s.hasTag('loading'),
  );
  keep(page);
  const view = selectBranchesView(page.getSnapshot());
  let content: ReactNode = null;
  if (view.status === 'ready' && view.tab === 'tree') {
    const tree = await started(treeTabMachine(api), { roots: view.roots }, () => true);
    keep(tree);
    content = <TreeTabView actor={tree} />;
  } else if (view.status === 'ready' && view.tab === 'employees') {
    const employees = await started(
      employeesTabMachine(
        ({ page, query }) => loadEmployeesPage(api, page, query),
        (p) => loadDeletedEmployees(api, p),
      ),
      employeesTabInput(user.role, url.searchParams),
      listLoaded,
      'list',
    );
    keep(employees);
    content = <EmployeesTabView actor={employees} role={user.role} userId={user.id} onSaved={ignoreAsync} />;
  } else if (view.status === 'ready') return null;
  return <Branches actor={page} onSelectTab={ignore} renderTab={() => content} />;
};
