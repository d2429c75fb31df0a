/**
 * What the modal forms (a department, an employee, a terminal) and the screens that load one object (a policy)
 * share: a load that may fail (the message shown, RETRY loads again) and a save that ends the form with the
 * server's message, or returns to the form with the server's refusal as its red alert.
 * `formStates<Context, Event>()` gives the pieces typed for one machine; they go into its own states.
 */
import { assign, emit, type AnyEventObject, type EventObject } from 'xstate';
import { errorText } from '../api/errors';

export type FormSaved = { type: 'saved'; message: string };

type FormOf<C> = C extends { form: infer F } ? F : never;

/** What a save call is told of the record: whether it edits one, and which (null: a new one). */
export const editOf = (context: { id: number | null }) => ({ isEdit: context.id !== null, id: context.id });

export function formStates<C extends { error: string | null }, E extends EventObject>() {
  /** A change of the machine's context: the keys this kit writes are the machine's (C names them). */
  const change = (value: object) => value as Partial<C>;
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
  const A = assign<C, AnyEventObject, undefined, E, never>;
  const withField = (context: C & { form?: object }, key: PropertyKey, value: unknown) =>
    change({ form: { ...context.form, [key]: value }, error: null });
  return {
    /** EDIT {field, value}: that field of the form, the red alert cleared. */
    edit: A(({ context, event }) => {
      const { field, value } = event as AnyEventObject & { field: string; value: unknown };
      return withField(context, field, value);
    }),
    /** A field of the form set from the event (`value(event)`), the red alert cleared. */
    setForm: <K extends keyof FormOf<C>>(key: K, value: (event: E) => FormOf<C>[K]) =>
      A(({ context, event }) => withField(context, key, value(event as E))),
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
              loaded((event as AnyEventObject & { output: O }).output, context),
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

/**
 * A list that loads, and reloads after a change (catalogues, the home agreements): 'loading' (`first` shows the
 * loader; `again` keeps the old rows shown, busy) with the call `src`; done, 'ready' with `loaded(answer)`;
 * failed, 'failed' with the message in `loadError`, RETRY loads again. Typed for one machine by
 * `reloadingList<Context, Event>()`.
 */
export function reloadingList<C extends { loadError: string | null }, E extends EventObject>() {
  const A = assign<C, AnyEventObject, undefined, E, never>;
  /** A change of the machine's context: the keys this kit writes are the machine's (C names them). */
  const change = (value: object) => value as Partial<C>;
  return {
    loading: <S extends string, O>(src: S, loaded: (output: O) => Partial<C>) =>
      ({
        tags: ['loading'],
        initial: 'first',
        states: { first: {}, again: {} },
        invoke: {
          id: src,
          src,
          onDone: {
            target: 'ready',
            actions: A(({ event }) => ({
              ...loaded((event as AnyEventObject & { output: O }).output),
              loadError: null,
            })),
          },
          onError: {
            target: 'failed',
            actions: A(({ event }) => change({ loadError: errorText((event as { error?: unknown }).error) })),
          },
        },
      }) as const,
    failed: {
      on: { RETRY: { target: 'loading', actions: A(() => change({ loadError: null })) } },
    },
  } as const;
}
