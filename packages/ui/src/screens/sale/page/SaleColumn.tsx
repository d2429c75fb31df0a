/**
 * A column of a sale page's cards (spec part 2 sections 2.1, 2.3): a titled section the cards stack in. `action`
 * sits at the end of the heading's line (the page's history button beside the first column's heading, so it takes
 * no row of its own); every heading's line is as tall as that button, so the columns' headings stay level.
 */
import type { ReactNode } from 'react';

export function SaleColumn({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-3">
      <div className="flex min-h-9 items-center justify-between gap-3">
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
