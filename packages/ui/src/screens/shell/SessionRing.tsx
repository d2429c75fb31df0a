import { fmt, ru } from '@sakta/core';
import { cn } from '../../lib/cn';
import { uiStrings } from '../../lib/strings';
import { formatMmSs } from '../../lib/time';
import { ProgressRing, type ProgressRingColor } from '../../primitives/progress-ring';

export interface SessionRingProps {
  /** Part of the token lifetime left, 0..1 (from the session machine). */
  fraction: number;
  /** Ring colour decided by the session machine (blue > 20%, orange, red <= 3%). */
  color: ProgressRingColor;
  remainingSeconds: number;
  className?: string;
}

const textColors: Record<ProgressRingColor, string> = {
  blue: 'text-foreground',
  orange: 'text-warning',
  red: 'text-danger',
};

/** The token lifetime ring of the main layout with the time left as mm:ss. */
export function SessionRing({ fraction, color, remainingSeconds, className }: SessionRingProps) {
  const time = formatMmSs(remainingSeconds);
  return (
    <div data-slot="session-ring" className={cn('flex items-center gap-2', className)}>
      <ProgressRing
        fraction={fraction}
        color={color}
        size={28}
        thickness={3.5}
        label={fmt(uiStrings.sessionRemaining, { label: ru.session.ringLabel, time })}
      />
      <span
        className={cn('font-mono text-sm font-medium tabular-nums', textColors[color])}
        aria-hidden="true"
      >
        {time}
      </span>
    </div>
  );
}
