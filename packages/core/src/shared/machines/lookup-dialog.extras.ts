import { assign, sendTo } from 'xstate';
import type { FormHook, LookupExtras, LookupHooks, LookupScanOutput } from './lookup-dialog.types';

/**
 * The lookup dialog's transitions and steps that come from a dialog's hooks (lookup-dialog.types.ts): its own query
 * and form events, the `gate` step before an answer, the `scan` step. A dialog without the hook has none of them,
 * so every state and transition of its machine is one it can reach.
 */

/** The context and event as the hooks' transitions read them. */
interface Args {
  context: {
    env: unknown;
    query: object;
    record: object | null;
    checked: Record<string, string>;
    file: unknown;
    gate: unknown;
    rows: unknown[];
    message: string | null;
    notice: string | null;
  };
  event: { type: string } & Record<string, unknown>;
}

type AnyHooks = LookupHooks<object, unknown, object, LookupExtras>;
type AnyFormHook = FormHook<object, unknown, object, LookupExtras, unknown> & {
  accepts?(c: unknown, e: unknown): boolean;
  refusal?(c: unknown, e: unknown): string | null;
};

/** The dialog's own events of the search step: each makes the next query, or is refused (null). */
export function queryTransitions(hooks: AnyHooks) {
  return Object.fromEntries(
    Object.entries(hooks.queryEvents ?? {}).map(([type, next]) => {
      const fn = next as (q: object, e: unknown, env: unknown) => object | null;
      return [
        type,
        {
          guard: ({ context, event }: Args) => fn(context.query, event, context.env) !== null,
          actions: assign(({ context, event }: Args) => ({
            query: fn(context.query, event, context.env) ?? context.query,
            message: null,
            notice: null,
          })),
        },
      ];
    }),
  );
}

/** The dialog's own form events: taken (the record changes, the fields left are checked), or refused. */
export function formTransitions(hooks: AnyHooks) {
  return Object.fromEntries(
    Object.entries(hooks.formEvents ?? {}).map(([type, hook]) => {
      const h = hook as AnyFormHook;
      const take = {
        guard: ({ context, event }: Args) => context.record !== null && (h.accepts?.(context, event) ?? true),
        actions: assign(({ context, event }: Args) => {
          const record = h.apply(context.record!, event, context.env);
          const checked = { ...context.checked };
          for (const [field, error] of Object.entries(h.check?.(record) ?? {}))
            if (error) checked[field] = error;
            else delete checked[field];
          return { record, checked, ...(h.keepsMessage ? {} : { message: null }) };
        }),
      };
      const refuse = h.refusal
        ? [
            {
              guard: ({ context, event }: Args) =>
                context.record !== null && h.refusal!(context, event) !== null,
              actions: assign({ message: ({ context, event }: Args) => h.refusal!(context, event) }),
            },
          ]
        : [];
      return [type, [take, ...refuse]];
    }),
  );
}

/** The search by a file: FILE starts the scan when the rule accepts the file, else shows its message. */
export function fileTransition(hooks: AnyHooks) {
  const scan = hooks.scan;
  if (!scan) return {};
  const facts = (event: Args['event']) => event.facts as never;
  return {
    FILE: [
      {
        guard: 'isFileOk',
        target: 'scan',
        actions: assign({ file: ({ event }: Args) => event.file }),
      },
      { actions: assign({ message: ({ event }: Args) => scan.fileError(facts(event)) }) },
    ],
  };
}

/**
 * The step before an answer (child `gate`): the dialog's gate events go to it; when it ends with `{notice}` the
 * search is repeated showing the notice; RESET goes back to the search.
 */
export function gateState(hooks: AnyHooks) {
  if (!hooks.gate) return {};
  const forwarded = hooks.gate.events.map((type) => [
    type,
    { actions: sendTo('gate', ({ event }: Args) => event) },
  ]);
  return {
    gate: {
      invoke: {
        id: 'gate',
        src: 'gate',
        input: ({ context }: { context: { gate: unknown } }) => context.gate,
        onDone: {
          target: 'searching',
          actions: assign({
            notice: ({ event }: Args) => (event.output as { notice: string }).notice,
          }),
        },
        // the child's steps are the view's: a new snapshot of the dialog for each
        onSnapshot: {},
      },
      on: {
        CLOSE: 'closed',
        ...Object.fromEntries(forwarded),
        RESET: { target: 'search', actions: assign({ gate: null, notice: null, message: null }) },
      },
    },
  };
}

/** The search by a file (child `scan`): a recognised record opens the form, found rows the list; else the search. */
export function scanState(hooks: AnyHooks) {
  if (!hooks.scan) return {};
  const out = (event: Args['event']) => event.output as LookupScanOutput<unknown>;
  return {
    scan: {
      tags: ['busy'],
      entry: assign({ message: null, notice: null }),
      invoke: {
        id: 'scan',
        src: 'scan',
        input: ({ context }: Args) => ({ file: context.file }),
        onDone: [
          { guard: 'scannedRecord', target: 'form', actions: 'pickScanned' },
          {
            guard: 'scannedRows',
            target: 'found',
            actions: assign({
              rows: ({ event }: Args) => {
                const o = out(event);
                return o.kind === 'found' ? o.rows : [];
              },
            }),
          },
          {
            target: 'search',
            actions: assign({
              message: ({ event }: Args) => {
                const o = out(event);
                return o.kind === 'message' ? o.message : null;
              },
            }),
          },
        ],
        onSnapshot: {},
      },
      on: { CLOSE: 'closed', RESET: { actions: sendTo('scan', { type: 'RESET' }) } },
    },
  };
}
