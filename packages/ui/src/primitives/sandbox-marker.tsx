import { ru } from '@sakta/core';
import { cn } from '../lib/cn';
import { badgeVariants } from './badge';

/**
 * The discreet mark of a sandbox back end (demo/test mode: seeded data, SMS codes readable by anyone): fixed in a
 * bottom corner on every page, so nobody mistakes a demo for the real system. Not shown in production mode.
 */
export function SandboxMarker({ className }: { className?: string }) {
  return (
    <span
      role="note"
      title={ru.app.sandboxHint}
      aria-label={`${ru.app.sandbox}. ${ru.app.sandboxHint}`}
      className={cn(
        badgeVariants({ variant: 'neutral' }),
        // plain text on the page background: readable (WCAG contrast) over any screen it sits on
        'fixed bottom-2 left-2 z-40 border-warning/60 bg-background text-foreground shadow-sm print:hidden',
        className,
      )}
    >
      {ru.app.sandbox}
    </span>
  );
}
