import { describe, expect, it } from 'vitest';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { childInput } from '../../shared/testing/xstate-adapter';
import { signatorySearchModel } from './testing/signatory-search.model';
import { selectSignatorySearchView, type SignatorySearchSnapshot } from './signatory-search.machine';
import { canSearchSignatory, signatorySearchBody } from './signatories';

type Model = typeof signatorySearchModel.machine;

function check(s: SignatorySearchSnapshot, { event, previous }: StepInfo<Model>) {
  const view = selectSignatorySearchView(s);
  // search with a phone of 16 or an IIN of 15 characters (either)
  expect(view.canSearch).toBe(view.status === 'editing' && canSearchSignatory(view));
  expect(view.canAdd).toBe(view.status === 'found');
  expect(view.busy).toBe(view.status === 'searching' || view.status === 'adding');
  if (view.status === 'searching') {
    const body = childInput(s.children.search) as { iin: string; phone: string };
    expect(body).toEqual(signatorySearchBody(view));
    // only complete values are sent, the IIN as its 12 digits
    expect(body.iin === '' || /^\d{12}$/.test(body.iin)).toBe(true);
  }
  if (view.status === 'adding') expect(childInput(s.children.add)).toEqual({ iin: view.found!.iin });
  if (view.status === 'found') expect(view.found).not.toBeNull();
  if (!event || !previous) return;
  if (event.type === 'EDIT') {
    expect(view.message).toBeNull();
    expect(view.found).toBeNull();
  }
  if (event.type === 'xstate.error.actor.search' && previous.matches('searching'))
    expect(view).toMatchObject({ status: 'editing', message: 'Сотрудник не найден' });
  if (event.type === 'xstate.error.actor.add' && previous.matches('adding'))
    expect(view).toMatchObject({ status: 'found', message: 'Сотрудник уже является подписантом' });
  if (event.type === 'xstate.done.actor.add' && previous.matches('adding')) expect(s.status).toBe('done');
}

describe('signatorySearchMachine (model-based)', () => {
  it('searches by phone or IIN, shows the server message, adds the found one; 100% coverage', () => {
    const run = runModel(signatorySearchModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
