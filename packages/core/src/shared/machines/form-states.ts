/**
 * What the modal forms (a department, an employee, a terminal) and the screens that load one object (a policy)
 * share: a load that may fail (the message shown, RETRY loads again) and a save that ends the form with the
 * server's message, or returns to the form with the server's refusal as its red alert.
 * `formStates<Context, Event>()` gives the pieces typed for one machine; they go into its own states.
 */
import { assign, emit, type AnyEventObject, type EventObject } from 'xstate';
import { errorText } from '../api/errors';

export type FormSaved = { type: 'saved'; message: string };

export function formStates<C extends { error: string | null }, E extends EventObject>() {
  /** The last failure cleared (a form's red alert, a load's message). */
  const clearError = assign<C, AnyEventObject, undefined, E, never>({ error: null } as Partial<C>);
  /** A failed call's message as the machine's `error`. */
  const recordError = assign<C, AnyEventObject, undefined, E, never>(
    ({ event }) => ({ error: errorText((event as { error?: unknown }).error) }) as Partial<C>,
  );
  /** A save done: emits 'saved' with the server's message (the list reloads, the toast says it). */
  const emitSaved = emit<C, AnyEventObject, undefined, E, FormSaved>(({ event }) => ({
    type: 'saved',
    message: (event as { output?: { message?: string } }).output?.message ?? '',
  }));
  return {
    /**
     * 'loading': the call `src` (its id too) with `input`; done, `loaded` makes the context of 'editing' (or
     * `targets.done`) from its answer; failed, 'loadFailed' (or `targets.failed`) shows why.
     */
    loading: <S extends string, I, O, T extends string = 'editing', F extends string = 'loadFailed'>(
      src: S,
      input: (args: { context: C }) => I,
      loaded: (output: O, context: C) => Partial<C>,
      targets: { done: T; failed: F } = { done: 'editing', failed: 'loadFailed' } as { done: T; failed: F },
    ) =>
      ({
        tags: ['loading'],
        entry: clearError,
        invoke: {
          id: src,
          src,
          input,
          onDone: {
            target: targets.done,
            actions: assign<C, AnyEventObject, undefined, E, never>(({ context, event }) =>
              loaded((event as unknown as { output: O }).output, context),
            ),
          },
          onError: { target: targets.failed, actions: recordError },
        },
      }) as const,
    /** A failed load: RETRY loads again. */
    loadFailed: { on: { RETRY: 'loading' } },
    /** 'saving': the call `src` with `input`; done, 'saved' (final) with the server's message; failed, back to
     * 'editing' with its refusal in the red alert. */
    saving: <S extends string, I>(src: S, input: (args: { context: C }) => I) =>
      ({
        tags: ['form', 'busy'],
        invoke: {
          id: src,
          src,
          input,
          onDone: { target: 'saved', actions: emitSaved },
          onError: { target: 'editing', actions: recordError },
        },
      }) as const,
    saved: { type: 'final' },
  } as const;
}
