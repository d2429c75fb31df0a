import { ApiError } from '../../../shared/api/errors';
import { doneEvent, errorEvent, type MachineModel, neverSettles } from '../../../shared/testing/runner';
import { terminalFormMachine, type TerminalFormSnapshot } from '../terminal-form.machine';
import { isTerminalSavable, hasTerminalCredentials } from '../rules';
import { ORG_ACCOUNTANTS, ORG_TERMINAL_ROWS } from './fixtures';

/**
 * The terminal modal: the item, check and save calls are events. The vertex keeps what the guards read (whether
 * the terminal is long enough and the credentials filled), the state and whether the red alert shows.
 */
function serialize(s: TerminalFormSnapshot): string {
  return JSON.stringify({
    value: s.value,
    savable: isTerminalSavable(s.context.form),
    credentials: hasTerminalCredentials(s.context.form),
    error: s.context.error !== null,
    loaded: s.context.loaded !== null,
  });
}

export const terminalFormModel = {
  name: 'terminal-form',
  machine: terminalFormMachine.provide({
    actors: { loadItem: neverSettles(), checkTerminal: neverSettles(), saveTerminal: neverSettles() },
  }),
  inputs: [{ id: null }, { id: 1 }],
  serializeState: serialize,
  events: [
    doneEvent('loadItem', { terminal: null, accountants: ORG_ACCOUNTANTS }),
    doneEvent('loadItem', { terminal: ORG_TERMINAL_ROWS[0], accountants: ORG_ACCOUNTANTS }),
    errorEvent('loadItem', new TypeError('Failed to fetch')),
    { type: 'RETRY' },
    { type: 'EDIT', field: 'terminal', value: '12345' },
    { type: 'EDIT', field: 'terminal', value: '88889999' },
    { type: 'EDIT', field: 'login', value: 'kassa' },
    { type: 'EDIT', field: 'password', value: 'secret' },
    { type: 'SET_ACCOUNTANT', id: 31 },
    { type: 'SET_STATUS', status: 0 },
    { type: 'CHECK' },
    doneEvent('checkTerminal', { message: 'ok' }),
    errorEvent('checkTerminal', ApiError.rejected(['Неверный логин или пароль терминала'], 200)),
    { type: 'SAVE' },
    doneEvent('saveTerminal', { message: 'Терминал сохранён' }),
    errorEvent('saveTerminal', ApiError.rejected(['Терминал 88889999 уже существует'], 200)),
  ],
} satisfies MachineModel<typeof terminalFormMachine>;
