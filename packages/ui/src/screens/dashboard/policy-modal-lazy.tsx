import { fmt, ruAdmin } from '@sakta/core';
import { lazyChunk } from '../../lib/lazy-chunk';
import { Alert } from '../../primitives/alert';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../primitives/dialog';
import type { PolicyModalProps } from './PolicyModal';

/** A modal with the error when the modal's code cannot be loaded. */
function LoadFailed(props: PolicyModalProps) {
  return (
    <Dialog open={!!props.modal} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <DialogContent aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{fmt(ruAdmin.policy.title, { id: String(props.modal?.policy.id ?? '') })}</DialogTitle>
        </DialogHeader>
        <Alert variant="error">{ruAdmin.policy.loadFailed}</Alert>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The policy modal (tabs, JSON trees) is its own chunk: the dashboard's first render is the table; the modal's
 * code is fetched when the rows arrive (preloadPolicyModal) or, at the latest, when a row is opened.
 */
const modal = lazyChunk<PolicyModalProps>(() => import('./PolicyModal').then((m) => m.PolicyModal), {
  loading: () => null,
  failed: (props) => <LoadFailed {...props} />,
});

export const preloadPolicyModal = modal.preload;

/** PolicyModal, loaded on demand; a modal with the error when its code cannot be loaded. */
export const LazyPolicyModal = modal.Lazy;
