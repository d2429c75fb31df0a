/**
 * The side modal of a compliance record (spec part 2 sections 2.5, 3.8, 4.4): a large sheet from the right with
 * the title (client name, a legal entity's document number, a vehicle's colour, make and model), the front and
 * back images (zoom 1.8), the decision block, the appeal block, the attributes of the client or vehicle, and the
 * history when the party has more than one record (a click opens that record). A failed load shows 'Повторить'. A
 * decision kept when the session ended says it was put back (or not, the record decided meanwhile).
 */
import { ruPodft, type PodftDecision as Decision, type PodftItemView } from '@sakta/core/podft';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { DescriptionItem, DescriptionList } from '../../primitives/description-list';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '../../primitives/dialog';
import { FormSection } from '../../primitives/form-section';
import { LoadFailedAlert } from '../../primitives/load-failed';
import { SheetContent } from '../../primitives/sheet';
import { Spinner } from '../../primitives/spinner';
import { PodftDecision } from './PodftDecision';
import { PodftImage } from './PodftImage';

export interface PodftModalProps {
  /** core's selectPodftItemView; null: closed. */
  view: PodftItemView | null;
  onSetStatus: (status: Decision) => void;
  onEditComment: (value: string) => void;
  onSave: () => void;
  onOpenHistory: (id: number) => void;
  onRetry: () => void;
  onClose: () => void;
}

const t = ruPodft.modal;

function Fields({ title, rows }: { title: string; rows: Array<{ label: string; value: string }> }) {
  return (
    <FormSection title={title} level={3}>
      <DescriptionList>
        {rows.map((r) => (
          <DescriptionItem key={r.label} label={r.label}>
            {r.value}
          </DescriptionItem>
        ))}
      </DescriptionList>
    </FormSection>
  );
}

function Body({ view, ...p }: Omit<PodftModalProps, 'view' | 'onClose'> & { view: PodftItemView }) {
  if (view.status === 'loading')
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner decorative /> {ruPodft.loading}
      </p>
    );
  if (view.status === 'failed')
    return (
      <LoadFailedAlert
        title={ruPodft.itemFailed}
        message={view.error}
        retryLabel={ruPodft.retry}
        onRetry={p.onRetry}
      />
    );
  return (
    <>
      {view.notice ? (
        <Alert variant={view.notice.tone} data-slot="podft-restored">
          {view.notice.text}
        </Alert>
      ) : null}
      <FormSection title={t.images} level={3}>
        <div className="grid gap-4 sm:grid-cols-2">
          <PodftImage side={t.front} src={view.images.front} />
          <PodftImage side={t.back} src={view.images.back} />
        </div>
      </FormSection>
      {view.decision ? (
        <PodftDecision
          view={view.decision}
          tone={view.tone}
          onSetStatus={p.onSetStatus}
          onEditComment={p.onEditComment}
          onSave={p.onSave}
        />
      ) : null}
      <Fields title={t.appeal} rows={view.appeal} />
      <Fields title={t.attributes} rows={view.attributes} />
      {view.history.length > 0 ? (
        <FormSection title={t.history} level={3}>
          <ul className="grid gap-2" aria-label={t.history}>
            {view.history.map((h) => (
              <li key={h.id}>
                <Button
                  variant={h.current ? 'secondary' : 'outline'}
                  className="w-full justify-start"
                  aria-current={h.current ? 'true' : undefined}
                  disabled={h.current}
                  onClick={() => p.onOpenHistory(h.id)}
                >
                  {h.label}
                </Button>
              </li>
            ))}
          </ul>
        </FormSection>
      ) : null}
    </>
  );
}

export function PodftModal({ view, onClose, ...p }: PodftModalProps) {
  return (
    <Dialog open={view !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {view ? (
        <SheetContent
          data-slot="podft-modal"
          data-status={view.status}
          size="wide"
          className="overflow-y-auto"
        >
          <div className="grid gap-1 pr-8">
            <DialogTitle>{view.title}</DialogTitle>
            <DialogDescription>{view.description}</DialogDescription>
          </div>
          <Body view={view} {...p} />
          <div className="flex justify-end border-t pt-4">
            <DialogClose asChild>
              <Button variant="outline">{t.close}</Button>
            </DialogClose>
          </div>
        </SheetContent>
      ) : null}
    </Dialog>
  );
}
