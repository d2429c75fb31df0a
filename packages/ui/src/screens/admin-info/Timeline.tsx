import { useId } from 'react';
import { fmt, ruAdmin, type TimelineItem } from '@sakta/core';
import { Badge } from '../../primitives/badge';
import { cn } from '../../lib/cn';

/** Height of the timeline list (spec part 1 section 2: 359 px, scrolling). */
export const TIMELINE_HEIGHT = 359;

export interface TimelineProps {
  items: readonly TimelineItem[];
  className?: string;
}

/**
 * The timeline of contracts: time, id and the status word (new or error), newest first, in a 359 px high list
 * that scrolls (focusable, so the keyboard scrolls it too).
 */
export function Timeline({ items, className }: TimelineProps) {
  const titleId = useId();
  return (
    <div data-slot="timeline" className={cn('grid gap-3', className)}>
      <h3 id={titleId} className="text-sm font-semibold text-foreground">
        {ruAdmin.info.timeline}
      </h3>
      <div
        data-slot="timeline-scroll"
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
        className="overflow-y-auto rounded-lg border bg-card px-4 py-3 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        style={{ height: TIMELINE_HEIGHT }}
      >
        {items.length ? (
          <ol className="relative grid gap-3 border-l border-border pl-5">
            {items.map((item) => (
              <li
                key={`${item.id}-${item.dateTime}`}
                data-slot="timeline-item"
                data-tone={item.tone}
                className="relative grid gap-0.5"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-1.5 -left-[25px] size-2.5 rounded-full ring-4 ring-card',
                    item.tone === 'new' ? 'bg-primary' : 'bg-danger',
                  )}
                />
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <time dateTime={item.dateTime} className="text-sm font-semibold tabular-nums">
                    {item.time}
                  </time>
                  <span className="text-sm">{fmt(ruAdmin.info.contract, { id: String(item.id) })}</span>
                  <Badge variant={item.tone === 'new' ? 'primary' : 'danger'}>{item.word}</Badge>
                </div>
                <span className="text-xs text-muted-foreground tabular-nums">{item.date}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="py-10 text-center text-sm text-muted-foreground">{ruAdmin.info.timelineEmpty}</p>
        )}
      </div>
    </div>
  );
}
