import { fn } from 'storybook/test';
import { createActor, fromPromise } from 'xstate';
import {
  ApiError,
  catalogueMachine,
  confirmersMachine,
  selectConfirmersView,
  type ConfirmersEvent,
  type ConfirmersView,
  selectCatalogueView,
  type CatalogueEvent,
  type CatalogueInput,
  type CatalogueItem,
  type CatalogueView,
} from '@sakta/core';

/*
 * Fixtures of the admin catalogues' stories: every view is core's selectCatalogueView of the real catalogue
 * machine after the story's events (its calls answered by events), so a story shows only a state the machine can
 * be in.
 */

const never = () => fromPromise(() => new Promise<never>(() => {})) as never;

const storyMachine = catalogueMachine.provide({
  actors: { loadItems: never(), saveItem: never(), deleteItem: never(), setStatus: never() },
});

type ActorAnswer = { type: `xstate.${string}`; output?: unknown; error?: unknown };

/** The list answered with `items`. */
export const loaded = (items: CatalogueItem[]): ActorAnswer => ({
  type: 'xstate.done.actor.loadItems',
  output: items,
});
export const loadFailed: ActorAnswer = {
  type: 'xstate.error.actor.loadItems',
  error: ApiError.network(new TypeError('Failed to fetch')),
};

/** The view of the catalogue machine started with `input` after `events`. */
export function catalogueView<T extends CatalogueItem>(
  input: CatalogueInput,
  events: Array<CatalogueEvent | ActorAnswer> = [],
): CatalogueView<T> {
  const actor = createActor(storyMachine, { input });
  actor.start();
  for (const e of events) actor.send(e as CatalogueEvent);
  const view = selectCatalogueView<T>(actor.getSnapshot());
  actor.stop();
  return view;
}

/** The screens' callbacks, as spies. */
export const catalogueHandlers = () => ({
  onAdd: fn(),
  onEdit: fn(),
  onDelete: fn(),
  onConfirmDelete: fn(),
  onCancel: fn(),
  onChange: fn(),
  onAttach: fn(),
  onSave: fn(),
  onToggle: fn(),
  onRetry: fn(),
});

const recipientsMachine = confirmersMachine.provide({
  actors: { loadRecipients: never(), saveRecipients: never(), exportRecipients: never() },
});

/** The view of the recipients machine (agreement 3) after `events`, the same way. */
export function recipientsView(events: Array<ConfirmersEvent | ActorAnswer> = []): ConfirmersView {
  const actor = createActor(recipientsMachine, { input: { agreementId: 3 } });
  actor.start();
  for (const e of events) actor.send(e as ConfirmersEvent);
  const view = selectConfirmersView(actor.getSnapshot());
  actor.stop();
  return view;
}

export const recipientsHandlers = () => ({
  onAdd: fn(),
  onAddAll: fn(),
  onRemove: fn(),
  onClear: fn(),
  onSubmit: fn(),
  onExport: fn(),
  onRetry: fn(),
  onClose: fn(),
});
