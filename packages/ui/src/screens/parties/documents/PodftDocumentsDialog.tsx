/**
 * The anti-money-laundering documents dialog (spec part 2 sections 2.1, 3.8, 8): the front and back images of the
 * flagged party's document; 'Сохранить' is enabled once at least one image is chosen; the server's message when
 * the upload fails. Renders core's selectPodftDocumentsView; null: closed.
 */
import {
  ruDocuments,
  type PodftDocumentsView,
  type PodftSide,
  type UploadFile,
} from '@sakta/core/parties/documents';
import { Alert } from '../../../primitives/alert';
import { Button } from '../../../primitives/button';
import { DialogFooter } from '../../../primitives/dialog';
import { PartyDialog } from '../PartyDialogContent';
import { Field } from '../../../primitives/field';
import { FileInput } from '../../../primitives/file-input';

export interface PodftDocumentsDialogProps {
  view: PodftDocumentsView | null;
  onChoose: (side: PodftSide, file: UploadFile | null) => void;
  onClear: (side: PodftSide) => void;
  onSave: () => void;
  onClose: () => void;
}

const p = ruDocuments.podft;

function SideField({
  side,
  view,
  onChoose,
  onClear,
}: Pick<PodftDocumentsDialogProps, 'onChoose' | 'onClear'> & { side: PodftSide; view: PodftDocumentsView }) {
  const chosen = view[side];
  return (
    <Field label={p[side]} hint="png, jpeg" error={view.problems[side]}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* beside the button, the chosen image's name or 'Файл не выбран' (the browser's own text never shows) */}
        <FileInput
          accept="image/png,image/jpeg"
          chooseLabel={ruDocuments.chooseFile}
          disabled={view.busy}
          status={<span data-testid={`podft-${side}`}>{chosen ?? ruDocuments.noFile}</span>}
          onFile={(file) => (file ? onChoose(side, file) : undefined)}
        />
        {chosen ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={view.busy}
            aria-label={`${p.clear}: ${p[side]}`}
            onClick={() => onClear(side)}
          >
            {p.clear}
          </Button>
        ) : null}
      </div>
    </Field>
  );
}

export function PodftDocumentsDialog({
  view,
  onChoose,
  onClear,
  onSave,
  onClose,
}: PodftDocumentsDialogProps) {
  return (
    <PartyDialog
      view={view}
      onClose={onClose}
      content={(view) => ({
        slot: 'podft-documents-dialog',
        className: 'sm:max-w-lg',
        title: p.title,
        description: view.title ?? p.needImage,
        children: (
          <div className="grid gap-4">
            <SideField side="front" view={view} onChoose={onChoose} onClear={onClear} />
            <SideField side="back" view={view} onChoose={onChoose} onClear={onClear} />
            {view.message ? <Alert variant="error">{view.message}</Alert> : null}
            <DialogFooter className="gap-2">
              <Button type="button" variant="outline" disabled={view.busy} onClick={onClose}>
                {p.cancel}
              </Button>
              <Button type="button" disabled={!view.canSave} onClick={onSave}>
                {p.save}
              </Button>
            </DialogFooter>
          </div>
        ),
      })}
    />
  );
}
