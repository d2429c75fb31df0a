import { ShieldCheck } from 'lucide-react';
import { ru } from '@sakta/core';
import { cn } from '../lib/cn';

const sizes = {
  md: { box: 'size-8 rounded-lg', icon: 'size-4.5', text: 'text-lg' },
  lg: { box: 'size-10 rounded-xl shadow-card', icon: 'size-5', text: 'text-2xl' },
} as const;

/** The product's mark and name, as the login page and the sidebar show it. */
export function Brand({ size = 'md', className }: { size?: keyof typeof sizes; className?: string }) {
  const s = sizes[size];
  return (
    <span data-slot="brand" className={cn('flex items-center gap-2.5', className)}>
      <span
        className={cn('flex items-center justify-center bg-primary text-primary-foreground', s.box)}
        aria-hidden="true"
      >
        <ShieldCheck className={s.icon} />
      </span>
      <span className={cn('font-semibold tracking-tight', s.text)}>{ru.app.name}</span>
    </span>
  );
}
