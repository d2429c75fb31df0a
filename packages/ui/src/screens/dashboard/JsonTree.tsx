import { useState } from 'react';
import { ruAdmin } from '@sakta/core';
import { Button } from '../../primitives/button';
import { cn } from '../../lib/cn';

type Forms = readonly [string, string, string];

/** Russian plural: 1 поле, 2-4 поля, 5+ полей (11-14 полей). */
export function pluralRu(n: number, [one, few, many]: Forms): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  const form =
    mod10 === 1 && mod100 !== 11
      ? one
      : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)
        ? few
        : many;
  return `${n} ${form}`;
}

export interface JsonTreeProps {
  value: unknown;
  /** Accessible name of the tree (e.g. 'Черновик'). */
  label: string;
  /** Levels open at first (default 2). */
  openDepth?: number;
}

type Mode = 'default' | 'all' | 'none';

/**
 * A JSON value, readable and collapsible: every object and array is a disclosure (<details>) showing how many
 * fields or elements it holds; keys and values are coloured by type; 'Развернуть всё' and 'Свернуть всё' open or
 * close every level.
 */
export function JsonTree({ value, label, openDepth = 2 }: JsonTreeProps) {
  const [mode, setMode] = useState<{ mode: Mode; generation: number }>({ mode: 'default', generation: 0 });
  const isOpen = (depth: number) =>
    mode.mode === 'all' ? true : mode.mode === 'none' ? false : depth < openDepth;
  const set = (m: Mode) => setMode((s) => ({ mode: m, generation: s.generation + 1 }));
  return (
    <div data-slot="json-tree" className="grid gap-2">
      <div className="flex gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => set('all')}>
          {ruAdmin.policy.expandAll}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => set('none')}>
          {ruAdmin.policy.collapseAll}
        </Button>
      </div>
      <div
        role="group"
        aria-label={label}
        className="max-h-[50vh] overflow-auto rounded-lg border bg-muted/40 p-3 font-mono text-xs leading-relaxed"
      >
        <ul key={mode.generation} className="grid gap-0.5">
          <JsonNode name={null} value={value} depth={0} isOpen={isOpen} />
        </ul>
      </div>
    </div>
  );
}

function JsonNode({
  name,
  value,
  depth,
  isOpen,
}: {
  name: string | null;
  value: unknown;
  depth: number;
  isOpen: (depth: number) => boolean;
}) {
  const key =
    name === null ? null : (
      <span data-slot="json-key" className="text-primary">
        {name}
        <span className="text-muted-foreground">: </span>
      </span>
    );
  if (value !== null && typeof value === 'object') {
    const isArray = Array.isArray(value);
    const entries: Array<[string, unknown]> = isArray
      ? value.map((v, i) => [String(i), v] as [string, unknown])
      : Object.entries(value as Record<string, unknown>);
    const count = pluralRu(entries.length, isArray ? ruAdmin.policy.items : ruAdmin.policy.fields);
    return (
      <li>
        <details open={isOpen(depth)} className="group">
          <summary className="cursor-pointer rounded outline-none select-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring">
            {key}
            <span className="text-muted-foreground">
              {isArray ? '[' : '{'} {count} {isArray ? ']' : '}'}
            </span>
          </summary>
          <ul className="ml-2 grid gap-0.5 border-l border-border pl-4">
            {entries.map(([k, v]) => (
              <JsonNode key={k} name={k} value={v} depth={depth + 1} isOpen={isOpen} />
            ))}
          </ul>
        </details>
      </li>
    );
  }
  return (
    <li data-slot="json-leaf">
      {key}
      <span
        className={cn(
          typeof value === 'string' && 'text-success',
          typeof value === 'number' && 'text-warning',
          typeof value === 'boolean' && 'text-danger',
          value === null && 'text-muted-foreground italic',
        )}
      >
        {value === undefined ? 'undefined' : JSON.stringify(value)}
      </span>
    </li>
  );
}
