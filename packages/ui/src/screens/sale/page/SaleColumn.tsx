/** A column of a sale page's cards (spec part 2 sections 2.1, 2.3): a titled section the cards stack in. */
import type { ReactNode } from 'react';

export function SaleColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-3">
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
