import { unprovided } from '../../shared/machines/unprovided';
import { emit, setup, type SnapshotFrom } from 'xstate';
import { errorText } from '../../shared/api/errors';
import { editOf, formStates } from '../../shared/machines/form-states';
import type { Choice, TerminalForm, TerminalRow } from './contract';
import { hasTerminalCredentials, isTerminalSavable } from './rules';
import { ruOrganisation } from './ru';
import { saveHint } from '../../shared/save-hint';

/**
 * The terminal modal 'Новый терминал (касса)' of the terminals tab (spec part 1 sections 2, 3 Terminal, 5
 * "Terminal save", 7 terminal-item, change-terminal, check-terminal, 8 "Department/terminal forms").
 *
 *   loading (loadItem {id, isEdit}: the terminal and the accountants) --> editing | loadFailed --RETRY--> loading
 *   editing --EDIT / SET_ACCOUNTANT / SET_STATUS--> editing (the red alert cleared)
 *           --CHECK [terminal, login and password filled]--> checking (check-terminal)
 *                 --ok--> editing, emits 'success' ('Авторизация прошла успешно', title 'Успешно')
 *                 --failure--> editing, emits 'failure' (the server's message: the error notification, 'Ошибка')
 *           --SAVE [terminal longer than 5]--> saving (change-terminal {form, isEdit, id})
 *                 --ok--> saved (final; emits 'saved' with the server's message: the list reloads)
 *                 --failure--> editing with the server's message in a red alert
 */

export interface TerminalFormInput {
  /** The terminal to edit; null: a new one. */
  id: number | null;
}

export interface TerminalItem {
  terminal: TerminalRow | null;
  accountants: Choice[];
}

export interface TerminalFormContext {
  id: number | null;
  form: TerminalForm;
  /** The terminal as loaded (edit): its id in the title. */
  loaded: TerminalRow | null;
  accountants: Choice[];
  /** The server's refusal of the last save (red alert), or the load failure. */
  error: string | null;
}

export type TerminalTextField = 'terminal' | 'login' | 'password';

export type TerminalFormEvent =
  | { type: 'EDIT'; field: TerminalTextField; value: string }
  | { type: 'SET_ACCOUNTANT'; id: number | null }
  | { type: 'SET_STATUS'; status: 0 | 1 }
  | { type: 'CHECK' }
  | { type: 'SAVE' }
  | { type: 'RETRY' };

export type TerminalFormEmitted =
  | { type: 'success'; title: string; message: string }
  | { type: 'failure'; message: string }
  | { type: 'saved'; message: string };

export interface SaveTerminalInput {
  form: TerminalForm;
  isEdit: boolean;
  id: number | null;
}

export const EMPTY_TERMINAL_FORM: TerminalForm = {
  terminal: '',
  login: '',
  password: '',
  accountant_id: null,
  status: 1,
};

const kit = formStates<TerminalFormContext, TerminalFormEvent>();

export const terminalFormMachine = setup({
  types: {
    context: {} as TerminalFormContext,
    events: {} as TerminalFormEvent,
    input: {} as TerminalFormInput,
    emitted: {} as TerminalFormEmitted,
  },
  actors: {
    loadItem: unprovided<TerminalItem, { id: number | null; isEdit: boolean }>(
      'terminalFormMachine',
      'loadItem',
    ),
    checkTerminal: unprovided<{ message: string }, Pick<TerminalForm, 'terminal' | 'login' | 'password'>>(
      'terminalFormMachine',
      'checkTerminal',
    ),
    saveTerminal: unprovided<{ message: string }, SaveTerminalInput>('terminalFormMachine', 'saveTerminal'),
  },
  guards: {
    hasCredentials: ({ context }) => hasTerminalCredentials(context.form),
    isSavable: ({ context }) => isTerminalSavable(context.form),
  },
}).createMachine({
  id: 'terminalForm',
  context: ({ input }) => ({
    id: input.id,
    form: EMPTY_TERMINAL_FORM,
    loaded: null,
    accountants: [],
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: kit.loading(
      'loadItem',
      ({ context }) => ({ id: context.id, isEdit: context.id !== null }),
      ({ terminal: t, accountants }: TerminalItem) => ({
        loaded: t,
        accountants,
        form: t
          ? {
              terminal: t.terminal,
              login: t.login ?? '',
              password: '',
              accountant_id: t.accountant_id,
              status: t.status,
            }
          : EMPTY_TERMINAL_FORM,
      }),
    ),
    loadFailed: kit.loadFailed,
    editing: {
      tags: ['form'],
      on: {
        EDIT: { actions: kit.edit },
        SET_ACCOUNTANT: {
          actions: kit.setForm('accountant_id', (e) => (e.type === 'SET_ACCOUNTANT' ? e.id : null)),
        },
        SET_STATUS: { actions: kit.setForm('status', (e) => (e.type === 'SET_STATUS' ? e.status : 1)) },
        CHECK: { guard: 'hasCredentials', target: 'checking' },
        SAVE: { guard: 'isSavable', target: 'saving' },
      },
    },
    checking: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'checkTerminal',
        src: 'checkTerminal',
        input: ({ context }) => ({
          terminal: context.form.terminal.trim(),
          login: context.form.login.trim(),
          password: context.form.password,
        }),
        onDone: {
          target: 'editing',
          actions: emit({
            type: 'success' as const,
            title: ruOrganisation.terminalModal.authorizedTitle,
            message: ruOrganisation.terminalModal.authorized,
          }),
        },
        onError: {
          target: 'editing',
          actions: emit(({ event }) => ({ type: 'failure' as const, message: errorText(event.error) })),
        },
      },
    },
    saving: kit.saving('saveTerminal', ({ context }) => ({
      form: { ...context.form, terminal: context.form.terminal.trim(), login: context.form.login.trim() },
      ...editOf(context),
    })),
    saved: kit.saved,
  },
});

export type TerminalFormSnapshot = SnapshotFrom<typeof terminalFormMachine>;

export interface TerminalFormView {
  status: 'loading' | 'loadFailed' | 'editing' | 'checking' | 'saving' | 'saved';
  isNew: boolean;
  /** The terminal id as loaded (edit title). */
  loadedTerminal: string | null;
  form: TerminalForm;
  accountants: Choice[];
  error: string | null;
  canCheck: boolean;
  canSave: boolean;
  /** What a disabled 'Сохранить' says is missing (null while it is enabled or busy). */
  saveHint: string | null;
  busy: boolean;
}

export function selectTerminalFormView(s: TerminalFormSnapshot): TerminalFormView {
  const status =
    (['loadFailed', 'editing', 'checking', 'saving', 'saved'] as const).find((v) => s.matches(v)) ??
    'loading';
  const canSave = s.can({ type: 'SAVE' });
  return {
    status,
    isNew: s.context.id === null,
    loadedTerminal: s.context.loaded?.terminal ?? null,
    form: s.context.form,
    accountants: s.context.accountants,
    error: s.context.error,
    canCheck: s.can({ type: 'CHECK' }),
    canSave,
    saveHint:
      canSave || status !== 'editing'
        ? null
        : saveHint([
            `${ruOrganisation.terminalModal.terminal} — ${ruOrganisation.terminalModal.terminalHint.toLowerCase()}`,
          ]),
    busy: s.hasTag('busy'),
  };
}
