import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../shared/api/errors';
import {
  selectTerminalFormView,
  terminalFormMachine,
  type TerminalFormEmitted,
  type TerminalItem,
} from './terminal-form.machine';
import { ORG_ACCOUNTANTS, ORG_TERMINAL_CREDENTIALS } from './testing/fixtures';
import { ruOrganisation } from './ru';

const flush = () => new Promise((r) => setTimeout(r, 0));

function start(check: () => Promise<{ message: string }>) {
  const machine = terminalFormMachine.provide({
    actors: {
      loadItem: fromPromise(async (): Promise<TerminalItem> => ({
        terminal: null,
        accountants: ORG_ACCOUNTANTS,
      })),
      checkTerminal: fromPromise(check),
      saveTerminal: fromPromise(async () => ({ message: 'Терминал сохранён' })),
    },
  });
  const actor = createActor(machine, { input: { id: null } });
  const emitted: TerminalFormEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, emitted };
}

describe('terminalFormMachine', () => {
  it('tells the authorization result with the spec titles', async () => {
    const ok = start(async () => ({ message: 'ok' }));
    await flush();
    for (const [field, value] of Object.entries(ORG_TERMINAL_CREDENTIALS))
      ok.actor.send({ type: 'EDIT', field: field as 'terminal', value });
    ok.actor.send({ type: 'CHECK' });
    await flush();
    expect(ok.emitted).toEqual([
      { type: 'success', title: 'Успешно', message: 'Авторизация прошла успешно' },
    ]);

    const bad = start(() => Promise.reject(ApiError.rejected(['Неверный пароль'], 200)));
    await flush();
    for (const [field, value] of Object.entries(ORG_TERMINAL_CREDENTIALS))
      bad.actor.send({ type: 'EDIT', field: field as 'terminal', value });
    bad.actor.send({ type: 'CHECK' });
    await flush();
    expect(bad.emitted).toEqual([{ type: 'failure', message: 'Неверный пароль' }]);
    expect(selectTerminalFormView(bad.actor.getSnapshot()).status).toBe('editing');
  });

  it('saves a new terminal once its id is longer than 5 and announces the server message', async () => {
    const { actor, emitted } = start(async () => ({ message: 'ok' }));
    await flush();
    actor.send({ type: 'EDIT', field: 'terminal', value: '12345' });
    expect(selectTerminalFormView(actor.getSnapshot()).canSave).toBe(false);
    actor.send({ type: 'EDIT', field: 'terminal', value: '123456' });
    actor.send({ type: 'SAVE' });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual([{ type: 'saved', message: 'Терминал сохранён' }]);
    expect(ruOrganisation.terminalModal.titleNew).toBe('Новый терминал (касса)');
  });
});
