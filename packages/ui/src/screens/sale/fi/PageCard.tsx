/** A block of a financial-institution sale page (property, casco): a card that is a region named by its heading. */
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '../../../primitives/card';

export interface PageCardProps {
  /** The heading's id (the region is labelled by it). */
  id: string;
  title: string;
  /** Beside the heading (the risks button). */
  actions?: ReactNode;
  slot: string;
  children: ReactNode;
}

export function PageCard({ id, title, actions, slot, children }: PageCardProps) {
  return (
    <Card data-slot={slot} role="region" aria-labelledby={id} className="gap-4 py-4">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={id} className="text-base font-semibold">
            {title}
          </h2>
          {actions}
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}
