/**
 * The document upload modal (spec part 2 sections 2.1, 2.2, 3.7, 8): the owner (insurer, insured or vehicle), the
 * document type, a file to upload (png, jpeg, pdf; 100 KB to 4 MB), the list of uploaded files with 'Удалить'.
 * Success and failure are the app's notifications (the container shows core's `notice`); a refused file shows its
 * reason under the field. Renders core's selectDocumentUploadView; null: closed.
 */
import {
  documentTypeTitle,
  ruDocuments,
  type DocumentUploadView,
  type UploadFile,
} from '@sakta/core/parties/documents';
import { Button } from '../../../primitives/button';
import { DialogClose, DialogFooter } from '../../../primitives/dialog';
import { PartyDialog } from '../PartyDialogContent';
import { Field } from '../../../primitives/field';
import { FileInput } from '../../../primitives/file-input';
import { SelectField } from '../../../primitives/select';

export interface DocumentUploadDialogProps {
  view: DocumentUploadView | null;
  onSelectType: (typeId: string) => void;
  /** The chosen file (a browser File), or null when the choice was cancelled. */
  onUpload: (file: UploadFile | null) => void;
  onDelete: (id: number) => void;
  onClose: () => void;
}

const kb = (size: number) => `${Math.round(size / 1024).toLocaleString('ru-RU')} КБ`;

export function DocumentUploadDialog({
  view,
  onSelectType,
  onUpload,
  onDelete,
  onClose,
}: DocumentUploadDialogProps) {
  return (
    <PartyDialog
      view={view}
      onClose={onClose}
      content={(view) => ({
        slot: 'document-upload-dialog',
        className: 'max-h-[90vh] overflow-y-auto sm:max-w-lg',
        title: ruDocuments.title,
        description: (
          <>
            {view.kindTitle}
            {view.owner.title ? `: ${view.owner.title}` : ''}
          </>
        ),
        children: (
          <div className="grid gap-4">
            <SelectField
              label={ruDocuments.type}
              value={view.typeId}
              placeholder={ruDocuments.chooseType}
              options={view.types.map((t) => ({ value: t.type_id, label: t.title }))}
              disabled={view.busy}
              onValueChange={onSelectType}
            />
            {/* each chosen file is uploaded at once and listed under 'Загруженные файлы': no line of its own here */}
            <Field label={ruDocuments.file} hint={ruDocuments.hint} error={view.problem}>
              <FileInput
                accept="image/png,image/jpeg,application/pdf"
                chooseLabel={ruDocuments.chooseFile}
                disabled={view.busy}
                onFile={onUpload}
              />
            </Field>
            <section aria-label={ruDocuments.list} className="grid gap-2">
              <h3 className="text-sm font-semibold">{ruDocuments.list}</h3>
              {view.images.length === 0 ? (
                <p className="text-sm text-muted-foreground">{ruDocuments.empty}</p>
              ) : (
                <ul className="grid gap-2">
                  {view.images.map((d) => (
                    <li
                      key={d.id}
                      className="flex items-center justify-between gap-3 rounded-md border p-2 text-sm"
                    >
                      <div className="grid min-w-0">
                        <span className="truncate font-medium">{d.file_name}</span>
                        <span className="text-muted-foreground">
                          {documentTypeTitle(d.type_id)} · {kb(d.size)}
                        </span>
                      </div>
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        disabled={view.busy}
                        aria-label={`${ruDocuments.delete} ${d.file_name}`}
                        onClick={() => onDelete(d.id)}
                      >
                        {view.deletingId === d.id ? '…' : ruDocuments.delete}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  {ruDocuments.close}
                </Button>
              </DialogClose>
            </DialogFooter>
          </div>
        ),
      })}
    />
  );
}
