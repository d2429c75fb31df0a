import type { TreeNode, TreeUser } from './contract';

/**
 * The organisation tree as the screen shows it (spec part 1 sections 2 "Tree", 3 "Tree node"): branch nodes
 * (their sub-branches loaded on click), the head of each branch (award icon), the users attached to it with their
 * role and their nested agents, legal-entity agents (person 2); inactive nodes greyed (status 2).
 *
 * Pure functions over the tree machine's context: the visible items in order (what the arrow keys walk) and the
 * nested items the view renders (role=tree, treeitem, group). Item ids: `b:<hash>` a branch, `h:<hash>` its head,
 * `u:<userId>` a user, `a:<userId>:<agentId>` an agent of the head or of a user.
 */

export interface TreeState {
  /** Every branch node known, by hash. */
  nodes: Record<string, TreeNode>;
  roots: string[];
  /** The sub-branches loaded for a branch (by hash). */
  sub: Record<string, string[]>;
  /** Item ids shown expanded. */
  expanded: string[];
  /** Branches whose sub-branches are loading. */
  loading: string[];
  /** Branches whose sub-branches failed to load, with the message. */
  failed: Record<string, string>;
  /** The item that holds the tab stop (roving tabindex). */
  focus: string | null;
}

export type TreeItemKind = 'branch' | 'head' | 'user' | 'agent';

export interface TreeItem {
  id: string;
  kind: TreeItemKind;
  title: string;
  level: number;
  /** Greyed: an inactive branch (status 2) or an inactive person. */
  inactive: boolean;
  /** The role of a user or agent; null for branches and heads. */
  role: number | null;
  /** A legal entity (person 2). */
  legalEntity: boolean;
  /** Has children to show (loaded or to load). */
  expandable: boolean;
  expanded: boolean;
  /** The sub-branches are loading. */
  busy: boolean;
  /** Why loading the sub-branches failed (the next toggle retries). */
  failed: string | null;
  parent: string | null;
  /** The children shown (only when expanded). */
  children: TreeItem[];
}

export const branchItemId = (hash: string) => `b:${hash}`;

const isInactive = (status: number) => status === 2;

function branchItem(state: TreeState, hash: string, level: number, parent: string | null): TreeItem {
  const node = state.nodes[hash]!;
  const id = branchItemId(hash);
  const loaded = state.sub[hash];
  const expandable = node.children || node.head !== null || node.users.length > 0;
  const expanded = expandable && state.expanded.includes(id);
  const children: TreeItem[] = [];
  if (expanded) {
    if (node.head) children.push(personItem(state, `h:${hash}`, 'head', node.head, level + 1, id));
    for (const child of loaded ?? []) children.push(branchItem(state, child, level + 1, id));
    for (const u of node.users) children.push(personItem(state, `u:${u.id}`, 'user', u, level + 1, id));
  }
  return {
    id,
    kind: 'branch',
    title: node.title,
    level,
    inactive: isInactive(node.status),
    role: null,
    legalEntity: false,
    expandable,
    expanded,
    busy: state.loading.includes(hash),
    failed: state.failed[hash] ?? null,
    parent,
    children,
  };
}

/** The head or a user, with their agents nested (shown when expanded). */
function personItem(
  state: TreeState,
  id: string,
  kind: 'head' | 'user',
  u: TreeUser,
  level: number,
  parent: string,
): TreeItem {
  const expanded = u.agents.length > 0 && state.expanded.includes(id);
  return {
    ...leaf(id, kind, u.title, level, parent),
    inactive: isInactive(u.status),
    role: u.role,
    legalEntity: u.person === 2,
    expandable: u.agents.length > 0,
    expanded,
    children: expanded
      ? u.agents.map((a) => ({
          ...leaf(`a:${u.id}:${a.id}`, 'agent', a.title, level + 1, id),
          inactive: isInactive(a.status),
          role: a.role,
          legalEntity: a.person === 2,
        }))
      : [],
  };
}

function leaf(id: string, kind: TreeItemKind, title: string, level: number, parent: string): TreeItem {
  return {
    id,
    kind,
    title,
    level,
    inactive: false,
    role: null,
    legalEntity: false,
    expandable: false,
    expanded: false,
    busy: false,
    failed: null,
    parent,
    children: [],
  };
}

/** The tree's top items with their shown children, nested. */
export function treeItems(state: TreeState): TreeItem[] {
  return state.roots.filter((h) => state.nodes[h]).map((h) => branchItem(state, h, 1, null));
}

/** The shown items in reading order (depth first): what ArrowUp/ArrowDown, Home and End walk. */
export function visibleTreeItems(state: TreeState): TreeItem[] {
  const out: TreeItem[] = [];
  const walk = (items: TreeItem[]) => {
    for (const item of items) {
      out.push(item);
      walk(item.children);
    }
  };
  walk(treeItems(state));
  return out;
}

/** A branch id's hash, or null for other items. */
export const branchHashOf = (id: string): string | null => (id.startsWith('b:') ? id.slice(2) : null);

/** Whether toggling this branch must load its sub-branches first (not loaded, not loading). */
export function needsLoad(state: TreeState, id: string): boolean {
  const hash = branchHashOf(id);
  if (hash === null) return false;
  const node = state.nodes[hash];
  return (
    node !== undefined && node.children && state.sub[hash] === undefined && !state.loading.includes(hash)
  );
}

export type TreeKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End' | 'Enter' | ' ';

export const TREE_KEYS: readonly TreeKey[] = [
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'Enter',
  ' ',
];

export const isTreeKey = (key: string): key is TreeKey => (TREE_KEYS as readonly string[]).includes(key);

/** What a key does on the focused item (the ARIA tree view pattern). */
export type TreeKeyEffect = { type: 'focus'; id: string } | { type: 'toggle'; id: string } | { type: 'none' };

export function treeKeyEffect(state: TreeState, key: TreeKey): TreeKeyEffect {
  const items = visibleTreeItems(state);
  if (items.length === 0) return { type: 'none' };
  const index = Math.max(
    0,
    items.findIndex((i) => i.id === state.focus),
  );
  const item = items[index]!;
  switch (key) {
    case 'ArrowDown':
      return index + 1 < items.length ? { type: 'focus', id: items[index + 1]!.id } : { type: 'none' };
    case 'ArrowUp':
      return index > 0 ? { type: 'focus', id: items[index - 1]!.id } : { type: 'none' };
    case 'Home':
      return { type: 'focus', id: items[0]!.id };
    case 'End':
      return { type: 'focus', id: items[items.length - 1]!.id };
    case 'ArrowRight':
      if (!item.expandable) return { type: 'none' };
      if (!item.expanded) return { type: 'toggle', id: item.id };
      return item.children[0] ? { type: 'focus', id: item.children[0].id } : { type: 'none' };
    case 'ArrowLeft':
      if (item.expanded) return { type: 'toggle', id: item.id };
      return item.parent ? { type: 'focus', id: item.parent } : { type: 'none' };
    case 'Enter':
    case ' ':
      return item.expandable ? { type: 'toggle', id: item.id } : { type: 'none' };
  }
}
