import type { ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn';
import { UiLink } from './link';

export interface TileProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  /** Where the tile leads (an app path). */
  to: string;
  /** A short figure under the description (e.g. how many records wait). */
  badge?: string;
  className?: string;
}

/** A card that is one link: icon, title, description. */
export function Tile({ title, description, icon, to, badge, className }: TileProps) {
  return (
    <UiLink
      to={to}
      data-slot="tile"
      className={cn(
        'group flex items-start gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-card transition-all outline-none',
        'hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-popover focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      {icon ? (
        <span
          className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary [&_svg]:size-5"
          aria-hidden="true"
        >
          {icon}
        </span>
      ) : null}
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="font-semibold text-foreground group-hover:text-primary">{title}</span>
        {description ? <span className="text-sm text-muted-foreground">{description}</span> : null}
        {badge ? (
          <span
            data-slot="tile-badge"
            className="w-fit rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-medium text-primary"
          >
            {badge}
          </span>
        ) : null}
      </span>
      <ChevronRight
        className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary"
        aria-hidden="true"
      />
    </UiLink>
  );
}
