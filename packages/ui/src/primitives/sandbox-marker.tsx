import { ru } from '@sakta/core';
import { cn } from '../lib/cn';
import { badgeVariants } from './badge';

/**
 * The discreet mark of a sandbox back end (demo/test mode: seeded data, SMS codes readable by anyone): fixed in a
 * bottom corner on every page (at the end of the page on a phone, where a corner would cover content), so nobody
 * mistakes a demo for the real system. Not shown in production mode.
 */
export function SandboxMarker({ className }: { className?: string }) {
  return (
    <span
      role="note"
      // the staff's language, also on a customer's page in Kazakh (demo and test modes only)
      lang="ru"
      title={ru.app.sandboxHint}
      aria-label={`${ru.app.sandbox}. ${ru.app.sandboxHint}`}
      className={cn(
        badgeVariants({ variant: 'neutral' }),
        // plain text on the page background: readable (WCAG contrast) over any screen it sits on; clicks go through
        'pointer-events-none fixed bottom-2 left-2 z-40 border-warning/60 bg-background text-foreground shadow-sm print:hidden',
        // on a phone there is no free corner: a line of its own at the end of the page, over nothing
        'max-sm:static max-sm:mx-auto max-sm:my-2 max-sm:flex max-sm:w-fit',
        className,
      )}
    >
      {ru.app.sandbox}
    </span>
  );
}
