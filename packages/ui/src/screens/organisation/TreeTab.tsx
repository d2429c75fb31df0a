/**
 * The tab 'Орг.Структура' of /branches (spec part 1 sections 2 "Tree", 3 "Tree node"): the organisation as an
 * ARIA tree (role tree, treeitem, group; aria-expanded, aria-level; one tab stop that moves with the arrow keys).
 * Branch nodes (their sub-branches load on the first opening), the head of each branch (award icon), the users
 * with their role icon and their nested agents, legal-entity agents; inactive nodes greyed. Renders core's
 * selectTreeView; which item has the focus and what each key does is the tree machine's.
 */
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import {
  Award,
  Briefcase,
  Building,
  Calculator,
  ChevronRight,
  Crown,
  Headset,
  Landmark,
  Shield,
  ShieldCheck,
  UserCog,
  UserPlus,
  UserRound,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { ROLE_NAMES, type RoleId } from '@sakta/core/shared';
import {
  isTreeKey,
  ruOrganisation,
  type TreeItem,
  type TreeKey,
  type TreeView,
} from '@sakta/core/organisation';
import { cn } from '../../lib/cn';
import { Spinner } from '../../primitives/spinner';

export interface TreeTabProps {
  view: TreeView;
  onToggle: (id: string) => void;
  onFocus: (id: string) => void;
  onKey: (key: TreeKey) => void;
}

const ROLE_ICONS: Record<RoleId, LucideIcon> = {
  0: ShieldCheck,
  1: UserCog,
  2: Calculator,
  3: Briefcase,
  4: UserRound,
  5: Users,
  6: Shield,
  7: Headset,
  8: UserPlus,
  9: Wrench,
  10: Crown,
};

const t = ruOrganisation.tree;

/** A DOM id for an item id (`b:hq` -> `tree-b-hq`). */
const domId = (id: string) => `tree-${id.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

export function TreeTab({ view, onToggle, onFocus, onKey }: TreeTabProps) {
  const treeRef = useRef<HTMLUListElement>(null);

  // the tab stop follows the machine's focus; the DOM focus too, while it is inside the tree
  useEffect(() => {
    const tree = treeRef.current;
    if (!tree || !view.focus || !tree.contains(document.activeElement)) return;
    const el = tree.querySelector<HTMLElement>(`#${domId(view.focus)}`);
    if (el && el !== document.activeElement) el.focus();
  }, [view.focus, view.items]);

  if (view.empty) return <p className="text-sm text-muted-foreground">{t.empty}</p>;

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    if (!isTreeKey(e.key) || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    onKey(e.key);
  };

  return (
    <ul
      ref={treeRef}
      role="tree"
      aria-label={t.label}
      data-slot="org-tree"
      onKeyDown={onKeyDown}
      className="grid gap-0.5 rounded-xl border bg-card p-2 text-sm"
    >
      {view.items.map((item) => (
        <TreeRow key={item.id} item={item} focus={view.focus} onToggle={onToggle} onFocus={onFocus} />
      ))}
    </ul>
  );
}

function TreeRow({
  item,
  focus,
  onToggle,
  onFocus,
}: {
  item: TreeItem;
  focus: string | null;
  onToggle: (id: string) => void;
  onFocus: (id: string) => void;
}) {
  const id = domId(item.id);
  return (
    <li
      id={id}
      role="treeitem"
      aria-level={item.level}
      aria-expanded={item.expandable ? item.expanded : undefined}
      aria-busy={item.busy || undefined}
      aria-labelledby={`${id}-label`}
      aria-describedby={item.failed ? `${id}-error` : undefined}
      tabIndex={item.id === focus ? 0 : -1}
      data-kind={item.kind}
      data-inactive={item.inactive || undefined}
      onFocus={(e) => {
        if (e.target === e.currentTarget) onFocus(item.id);
      }}
      className="rounded-md outline-none focus-visible:[&>div]:ring-2 focus-visible:[&>div]:ring-ring"
    >
      <div
        onClick={() => onToggle(item.id)}
        className={cn(
          'flex cursor-default items-center gap-2 rounded-md px-2 py-1.5 hover:bg-muted',
          item.inactive && 'text-muted-foreground',
        )}
        style={{ paddingInlineStart: `${(item.level - 1) * 1.25 + 0.5}rem` }}
      >
        <span className="flex size-4 shrink-0 items-center justify-center" aria-hidden="true">
          {item.busy ? (
            <Spinner decorative size="sm" />
          ) : item.expandable ? (
            <ChevronRight className={cn('size-4 transition-transform', item.expanded && 'rotate-90')} />
          ) : null}
        </span>
        <ItemIcon item={item} />
        <span id={`${id}-label`} className={cn(item.kind === 'branch' && 'font-medium')}>
          {item.title}
          {item.kind === 'head' ? <span className="sr-only">, {t.head}</span> : null}
          {item.role !== null ? (
            <span className="ml-2 text-xs text-muted-foreground">
              {item.kind === 'head' ? `${t.head} · ` : ''}
              {ROLE_NAMES[item.role as RoleId] ?? item.role}
              {item.legalEntity ? ` · ${t.legalEntity}` : ''}
            </span>
          ) : null}
          {item.inactive ? <span className="ml-2 text-xs">({t.inactive})</span> : null}
        </span>
        {item.failed ? (
          <span id={`${id}-error`} className="ml-2 text-xs text-danger">
            {t.loadFailed}: {item.failed}. {t.retryHint}
          </span>
        ) : null}
      </div>
      {item.expanded && item.children.length > 0 ? (
        <ul role="group" className="grid gap-0.5">
          {item.children.map((child) => (
            <TreeRow key={child.id} item={child} focus={focus} onToggle={onToggle} onFocus={onFocus} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function ItemIcon({ item }: { item: TreeItem }): ReactNode {
  const Icon =
    item.kind === 'branch'
      ? Building
      : item.kind === 'head'
        ? Award
        : item.legalEntity
          ? Landmark
          : (ROLE_ICONS[item.role as RoleId] ?? UserRound);
  return (
    <Icon
      aria-hidden="true"
      data-icon={item.kind === 'head' ? 'award' : item.legalEntity ? 'legal-entity' : undefined}
      className={cn('size-4 shrink-0', item.kind === 'head' ? 'text-amber-600' : 'text-primary')}
    />
  );
}
