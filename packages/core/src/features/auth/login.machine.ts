import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { LoginRequest, SessionGrant } from '../../shared/session/contract';
import { isApiError } from '../../shared/api/errors';
import { ru } from '../../shared/i18n/ru';

/**
 * Login screen (spec part 1: section 2 "Login", section 4 "Login", section 5 "Login", section 8 "Login failure").
 *
 * - IIN keeps digits only, at most 12; APC keeps Latin letters and digits only.
 * - SUBMIT is possible only when the IIN is longer than 11 and the password longer than 8.
 * - A failure shows the server's errors (joined with ', ' by the view) and keeps the button disabled until the
 *   input really changes. Decision: the first CHANGE that alters a value clears the errors (they describe the
 *   input that was rejected); a CHANGE that leaves the value as it was (e.g. a letter typed into the IIN) keeps
 *   the failure and the disabled button.
 * - Success ends the machine; its output is the SessionGrant, which the app hands to the session machine.
 *
 * The app provides the real `login` actor: `loginMachine.provide({ actors: { login: fromPromise(({ input }) =>
 * api.login(input)) } })`.
 */

const LOGIN_IIN_LENGTH = 12;

export type LoginField = 'iin' | 'password' | 'apc';

export interface LoginContext {
  iin: string;
  password: string;
  apc: string;
  /** The server's messages of the last failure; empty when there is none. */
  errors: string[];
  grant?: SessionGrant;
}

export type LoginEvent = { type: 'CHANGE'; field: LoginField; value: string } | { type: 'SUBMIT' };

/** What the input field keeps of a typed value. */
export function sanitizeLoginField(field: LoginField, value: string): string {
  if (field === 'iin') return value.replace(/\D/g, '').slice(0, LOGIN_IIN_LENGTH);
  if (field === 'apc') return value.replace(/[^A-Za-z0-9]/g, '');
  return value;
}

/** The messages a failed login shows: the server's errors, or the network message for anything else. */
function loginErrors(error: unknown): string[] {
  if (isApiError(error)) return error.errors.length ? error.errors : [error.message];
  return [ru.errors.network];
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as SessionGrant,
  },
  actors: {
    login: fromPromise<SessionGrant, LoginRequest>(async () => {
      throw new Error('loginMachine: provide the `login` actor');
    }),
  },
  guards: {
    /** Spec: IIN longer than 11 and password longer than 8. */
    isSubmittable: ({ context }) => context.iin.length > 11 && context.password.length > 8,
    /** The CHANGE alters the stored value once sanitised. */
    isRealChange: ({ context, event }) =>
      event.type === 'CHANGE' && sanitizeLoginField(event.field, event.value) !== context[event.field],
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      return { ...context, [event.field]: sanitizeLoginField(event.field, event.value), errors: [] };
    }),
  },
}).createMachine({
  id: 'login',
  context: { iin: '', password: '', apc: '', errors: [] },
  initial: 'editing',
  output: ({ context }) => context.grant as SessionGrant,
  states: {
    editing: {
      tags: ['form'],
      on: {
        CHANGE: { actions: 'applyChange' },
        SUBMIT: { guard: 'isSubmittable', target: 'submitting' },
      },
    },
    submitting: {
      tags: ['loading'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ iin: context.iin, password: context.password, apc: context.apc }),
        onDone: {
          target: 'success',
          actions: assign({ grant: ({ event }) => event.output }),
        },
        onError: {
          target: 'failed',
          actions: assign({ errors: ({ event }) => loginErrors(event.error) }),
        },
      },
    },
    failed: {
      tags: ['form'],
      on: {
        CHANGE: { guard: 'isRealChange', target: 'editing', actions: 'applyChange' },
      },
    },
    success: { type: 'final' },
  },
});

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

export interface LoginView {
  iin: string;
  password: string;
  apc: string;
  canSubmit: boolean;
  submitting: boolean;
  submitLabel: string;
  /** The server's errors joined with ', ' (spec section 8), or null. */
  error: string | null;
}

export function selectLoginView(snapshot: LoginSnapshot): LoginView {
  const { iin, password, apc, errors } = snapshot.context;
  const submitting = snapshot.hasTag('loading');
  return {
    iin,
    password,
    apc,
    canSubmit: snapshot.can({ type: 'SUBMIT' }),
    submitting,
    submitLabel: submitting ? ru.login.waiting : ru.login.submit,
    error: errors.length ? errors.join(', ') : null,
  };
}
