import { describe, expect, it } from 'vitest';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { terminalFormModel } from './testing/terminal-form.model';
import { selectTerminalFormView, type TerminalFormSnapshot } from './terminal-form.machine';
import { hasTerminalCredentials, isTerminalSavable } from './rules';

type Model = typeof terminalFormModel.machine;

function check(s: TerminalFormSnapshot, { event, previous, input }: StepInfo<Model>) {
  const view = selectTerminalFormView(s);
  expect(view.isNew).toBe(input!.id === null);
  expect(view.canSave).toBe(view.status === 'editing' && isTerminalSavable(view.form));
  expect(view.canCheck).toBe(view.status === 'editing' && hasTerminalCredentials(view.form));
  expect(view.busy).toBe(view.status === 'checking' || view.status === 'saving');
  if (view.status === 'loading') {
    expect(s.children.loadItem?.getSnapshot().input).toEqual({ id: input!.id, isEdit: input!.id !== null });
  }
  if (view.status === 'checking') {
    expect(s.children.checkTerminal?.getSnapshot().input).toEqual({
      terminal: view.form.terminal.trim(),
      login: view.form.login.trim(),
      password: view.form.password,
    });
  }
  if (view.status === 'saving') {
    expect(s.children.saveTerminal?.getSnapshot().input).toMatchObject({
      isEdit: input!.id !== null,
      id: input!.id,
      form: { terminal: view.form.terminal.trim(), status: view.form.status },
    });
  }
  if (!event || !previous) return;
  switch (event.type) {
    case 'EDIT':
    case 'SET_ACCOUNTANT':
    case 'SET_STATUS':
      // typing clears the red alert
      if (selectTerminalFormView(previous).status === 'editing') expect(view.error).toBeNull();
      break;
    case 'xstate.done.actor.loadItem': {
      const item = (event as { output: { terminal: { terminal: string } | null } }).output;
      expect(view.status).toBe('editing');
      expect(view.form.terminal).toBe(item.terminal?.terminal ?? '');
      // the password is never read back
      expect(view.form.password).toBe('');
      break;
    }
    case 'xstate.error.actor.saveTerminal':
      expect(view.status).toBe('editing');
      expect(view.error).toBe('Терминал 88889999 уже существует');
      break;
    case 'xstate.done.actor.saveTerminal':
      expect(view.status).toBe('saved');
      expect(s.status).toBe('done');
      break;
  }
}

describe('terminalFormMachine (model-based)', () => {
  it('loads, edits, checks and saves on every path, with 100% coverage', () => {
    const run = runModel(terminalFormModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
