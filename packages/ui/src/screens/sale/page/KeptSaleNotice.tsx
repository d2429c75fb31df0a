/**
 * A sale put back after a reload, a closed tab or an expired session (kept in the browser): when it was kept, and
 * 'Начать заново', which discards it and starts a new policy.
 */
import { ruSale } from '@sakta/core/sale';
import { Alert } from '../../../primitives/alert';
import { Button } from '../../../primitives/button';

export function KeptSaleNotice({ savedAt, onDiscard }: { savedAt: string; onDiscard: () => void }) {
  return (
    <Alert variant="info" data-slot="kept-sale" title={ruSale.restored}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>{ruSale.restoredAt(savedAt)}</span>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          {ruSale.discard}
        </Button>
      </div>
    </Alert>
  );
}
