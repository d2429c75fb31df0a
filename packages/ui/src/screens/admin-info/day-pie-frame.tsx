import type { AdminInfoDay, PieSlice } from '@sakta/core';
import { cn } from '../../lib/cn';

export interface DayPieProps {
  day: AdminInfoDay;
  /** Width and height in px. */
  size: number;
}

/** Slice colours: issued green, new blue, error red (part 2 section 4.5). */
export const SLICE_FILL: Record<PieSlice['key'], string> = {
  issued: 'fill-success',
  new: 'fill-primary',
  error: 'fill-danger',
};

export const SLICE_BG: Record<PieSlice['key'], string> = {
  issued: 'bg-success',
  new: 'bg-primary',
  error: 'bg-danger',
};

/** The chart's place while its code loads, or when it cannot be loaded: same size, no layout jump. */
export function DayPiePlaceholder({ size, status }: { size: number; status: 'loading' | 'failed' }) {
  return (
    <div
      data-slot="day-pie-placeholder"
      data-status={status}
      aria-hidden="true"
      className={cn(
        'rounded-full border-[18px]',
        status === 'loading' ? 'animate-pulse border-muted' : 'border-danger-soft',
      )}
      style={{ width: size, height: size }}
    />
  );
}
