import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

export type ProgressRingColor = 'blue' | 'orange' | 'red';

const strokeColors: Record<ProgressRingColor, string> = {
  blue: 'text-primary',
  orange: 'text-orange',
  red: 'text-danger',
};

export interface ProgressRingProps extends Omit<ComponentProps<'div'>, 'color' | 'children'> {
  /** Part remaining or done, 0..1 (clamped). */
  fraction: number;
  color?: ProgressRingColor;
  /** Accessible name of the progress bar. */
  label: string;
  /** Diameter in px. */
  size?: number;
  /** Stroke width in px. */
  thickness?: number;
  /** Content in the middle of the ring. */
  children?: ReactNode;
}

/** A circular progress bar (role=progressbar, aria-valuenow in percent); the colour is chosen by the caller. */
export function ProgressRing({
  fraction,
  color = 'blue',
  label,
  size = 40,
  thickness = 4,
  className,
  children,
  ...props
}: ProgressRingProps) {
  const value = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
  const percent = Math.round(value * 100);
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  /** The track and the arc share one geometry. */
  const circle = {
    cx: size / 2,
    cy: size / 2,
    r: radius,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: thickness,
  };
  return (
    <div
      data-slot="progress-ring"
      data-color={color}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('relative inline-flex shrink-0 items-center justify-center', className)}
      style={{ width: size, height: size }}
      {...props}
    >
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        className="-rotate-90"
        aria-hidden="true"
      >
        <circle {...circle} className="text-border" />
        <circle
          {...circle}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - value)}
          className={cn('transition-[stroke-dashoffset,color] duration-500', strokeColors[color])}
        />
      </svg>
      {children ? (
        <span className="absolute inset-0 flex items-center justify-center">{children}</span>
      ) : null}
    </div>
  );
}
