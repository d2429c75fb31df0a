import { unprovided } from '../../shared/machines/unprovided';
import { enqueueActions, setup, type DoneActorEvent, type ErrorActorEvent, type SnapshotFrom } from 'xstate';
import { errorText } from '../../shared/api/errors';
import type { TreeNode } from './contract';
import {
  branchHashOf,
  branchItemId,
  needsLoad,
  treeItems,
  treeKeyEffect,
  visibleTreeItems,
  type TreeItem,
  type TreeKey,
  type TreeState,
} from './tree';

/**
 * The organisation tree tab 'Орг.Структура' (spec part 1 sections 2 "Tree", 3 "Tree node", 7 branches/index,
 * branches/branch): the roots come with branches/index; a branch's sub-branches load when it is first opened
 * (POST branches/branch {hash}), each load its own child actor `load:<hash>`, so several branches may load at
 * once and each has its own loading or failed mark. The keyboard follows the ARIA tree view pattern; the focused
 * item (roving tabindex) lives here, so the view only renders.
 *
 *   ready --TOGGLE {id}--> focus the item; collapse it | expand it | [sub-branches not loaded] load:<hash> starts
 *         --FOCUS {id}--> the tab stop moves
 *         --KEY {key}--> ArrowDown/ArrowUp next/previous shown item, Home/End first/last, ArrowRight expands or
 *                        goes to the first child, ArrowLeft collapses or goes to the parent, Enter/Space toggles
 *         --done load:<hash>--> the sub-branches known and the branch expanded
 *         --error load:<hash>--> the branch marked failed with the message (toggling again retries)
 */

export interface TreeInput {
  roots: TreeNode[];
}

export type TreeContext = TreeState;

export type TreeEvent =
  | { type: 'TOGGLE'; id: string }
  | { type: 'FOCUS'; id: string }
  | { type: 'KEY'; key: TreeKey }
  | DoneActorEvent<TreeNode[], `xstate.done.actor.load:${string}`>
  | ErrorActorEvent<unknown, `xstate.error.actor.load:${string}`>;

const LOAD_PREFIX = 'load:';
const hashOfActorEvent = (type: string) => type.slice(type.indexOf(LOAD_PREFIX) + LOAD_PREFIX.length);

/** Whether an item id is shown now. */
const isShown = (state: TreeState, id: string) => visibleTreeItems(state).some((i) => i.id === id);

export const treeMachine = setup({
  types: {
    context: {} as TreeContext,
    events: {} as TreeEvent,
    input: {} as TreeInput,
  },
  actors: {
    loadChildren: unprovided<TreeNode[], { hash: string }>('treeMachine', 'loadChildren'),
  },
}).createMachine({
  id: 'tree',
  context: ({ input }) => ({
    nodes: Object.fromEntries(input.roots.map((n) => [n.hash, n])),
    roots: input.roots.map((n) => n.hash),
    sub: {},
    expanded: [],
    loading: [],
    failed: {},
    focus: input.roots[0] ? branchItemId(input.roots[0].hash) : null,
  }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        TOGGLE: {
          actions: enqueueActions(({ context, event, enqueue }) => applyToggle(context, event.id, enqueue)),
        },
        FOCUS: {
          actions: enqueueActions(({ context, event, enqueue }) => {
            if (event.id !== context.focus && isShown(context, event.id)) enqueue.assign({ focus: event.id });
          }),
        },
        KEY: {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const effect = treeKeyEffect(context, event.key);
            if (effect.type === 'focus') enqueue.assign({ focus: effect.id });
            else if (effect.type === 'toggle') applyToggle(context, effect.id, enqueue);
          }),
        },
        // results of the loads: never guarded (an unhandled error event would stop the machine); a result for a
        // branch that is not loading changes nothing
        'xstate.done.actor.*': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const hash = hashOfActorEvent(event.type);
            if (!context.loading.includes(hash)) return;
            const nodes = (event as DoneActorEvent<TreeNode[]>).output;
            enqueue.stopChild(`${LOAD_PREFIX}${hash}`);
            enqueue.assign({
              nodes: { ...context.nodes, ...Object.fromEntries(nodes.map((n) => [n.hash, n])) },
              sub: { ...context.sub, [hash]: nodes.map((n) => n.hash) },
              loading: context.loading.filter((h) => h !== hash),
              expanded: [...context.expanded, branchItemId(hash)],
            });
          }),
        },
        'xstate.error.actor.*': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const hash = hashOfActorEvent(event.type);
            if (!context.loading.includes(hash)) return;
            enqueue.stopChild(`${LOAD_PREFIX}${hash}`);
            enqueue.assign({
              loading: context.loading.filter((h) => h !== hash),
              failed: { ...context.failed, [hash]: errorText((event as ErrorActorEvent).error) },
            });
          }),
        },
      },
    },
  },
});

interface ToggleResult {
  assign: Partial<TreeContext> | null;
  /** A branch whose sub-branches start loading. */
  load: string | null;
}

/** TOGGLE: focus the item, then collapse it, expand it, or start loading its sub-branches. */
export function toggleResult(context: TreeContext, id: string): ToggleResult {
  if (!isShown(context, id)) return { assign: null, load: null };
  const hash = branchHashOf(id);
  if (hash !== null && needsLoad(context, id)) {
    const failed = Object.fromEntries(Object.entries(context.failed).filter(([h]) => h !== hash));
    return { assign: { focus: id, loading: [...context.loading, hash], failed }, load: hash };
  }
  const item = visibleTreeItems(context).find((i) => i.id === id);
  if (!item?.expandable || item.busy) return { assign: { focus: id }, load: null };
  return {
    assign: {
      focus: id,
      expanded: item.expanded ? context.expanded.filter((e) => e !== id) : [...context.expanded, id],
    },
    load: null,
  };
}

function applyToggle(
  context: TreeContext,
  id: string,
  enqueue: {
    assign: (a: Partial<TreeContext>) => void;
    spawnChild: (src: 'loadChildren', options: { id: string; input: { hash: string } }) => void;
  },
): void {
  const r = toggleResult(context, id);
  if (r.assign) enqueue.assign(r.assign);
  if (r.load !== null)
    enqueue.spawnChild('loadChildren', { id: `${LOAD_PREFIX}${r.load}`, input: { hash: r.load } });
}

export type TreeSnapshot = SnapshotFrom<typeof treeMachine>;

export interface TreeView {
  items: TreeItem[];
  /** The item with the tab stop. */
  focus: string | null;
  empty: boolean;
}

export function selectTreeView(s: TreeSnapshot): TreeView {
  const items = treeItems(s.context);
  const shown = visibleTreeItems(s.context);
  const focus = shown.some((i) => i.id === s.context.focus) ? s.context.focus : (shown[0]?.id ?? null);
  return { items, focus, empty: items.length === 0 };
}
