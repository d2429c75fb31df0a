import { ruHome } from '@sakta/core';
import { lazyChunk } from '../../lib/lazy-chunk';
import { Alert } from '../../primitives/alert';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../primitives/dialog';
import type { AgreementModalProps } from './AgreementModal';

/** A modal with the error when the modal's code cannot be loaded. */
function LoadFailed(props: AgreementModalProps) {
  return (
    <Dialog open={props.agreement !== null} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <DialogContent aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{props.agreement?.title}</DialogTitle>
        </DialogHeader>
        <Alert variant="error">{ruHome.agreement.loadFailed}</Alert>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The agreement modal (and the code step it carries) is its own chunk: home's first render is the list and the
 * tiles; the modal's code is fetched when there is an agreement to open.
 */
const modal = lazyChunk<AgreementModalProps>(() => import('./AgreementModal').then((m) => m.AgreementModal), {
  loading: () => null,
  failed: (props) => <LoadFailed {...props} />,
});

export const LazyAgreementModal = modal.Lazy;
export const preloadAgreementModal = modal.preload;
