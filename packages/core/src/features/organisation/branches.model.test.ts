import { describe, expect, it } from 'vitest';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { branchesModel } from './testing/branches.model';
import { selectBranchesView, type BranchesSnapshot } from './branches.machine';
import { branchTabsFor } from './rules';
import { ruOrganisation } from './ru';

type Model = typeof branchesModel.machine;

function check(s: BranchesSnapshot, { event, previous, input }: StepInfo<Model>) {
  const view = selectBranchesView(s);
  const role = input!.role;
  // the tabs are the role's, and the open tab is one of them
  expect(view.tabs.map((t) => t.id)).toEqual(branchTabsFor(role));
  expect(view.tabs.map((t) => t.id)).toContain(view.tab);
  expect(view.tabs.map((t) => t.title)).toEqual(branchTabsFor(role).map((t) => ruOrganisation.tabs[t]));
  expect(s.hasTag('loading')).toBe(view.status === 'loading');
  expect(s.can({ type: 'RETRY' })).toBe(view.status === 'failed');
  if (!event || !previous) return;
  if (event.type === 'xstate.done.actor.loadIndex') {
    const out = (event as { output: { user: { branch: unknown } | null } }).output;
    if (out.user === null) expect(view.status).toBe('notFound');
    else if (out.user.branch === null && role !== 0) expect(view.status).toBe('noBranch');
    else expect(view.status).toBe('ready');
  }
  if (event.type === 'xstate.error.actor.loadIndex') {
    expect(view.status).toBe('failed');
    expect(view.message).toBe('Нет доступа');
  }
  if (event.type === 'SELECT_TAB') {
    const before = selectBranchesView(previous);
    const allowed = before.status === 'ready' && branchTabsFor(role).includes(event.tab as never);
    expect(view.tab).toBe(allowed ? event.tab : before.tab);
  }
}

describe('branchesMachine (model-based)', () => {
  it('reaches every state and transition: the role tabs, no branch, no record, failure', () => {
    const run = runModel(branchesModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
