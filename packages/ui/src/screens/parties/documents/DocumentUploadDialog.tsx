/**
 * The document upload modal (spec part 2 sections 2.1, 2.2, 3.7, 8): the owner (insurer, insured or vehicle), the
 * document type, a file to upload (png, jpeg, pdf; 100 KB to 4 MB), the list of uploaded files with 'Удалить'.
 * Success and failure are the app's notifications (the container shows core's `notice`); a refused file shows its
 * reason under the field. Renders core's selectDocumentUploadView; null: closed.
 */
import { useId, useRef } from 'react';
import {
  documentTypeTitle,
  ruDocuments,
  type DocumentUploadView,
  type UploadFile,
} from '@sakta/core/parties/documents';
import { Button } from '../../../primitives/button';
import { DialogFooter } from '../../../primitives/dialog';
import { PartyDialog } from '../PartyDialogContent';
import { Field } from '../../../primitives/field';
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
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
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
            <Field
              label={ruDocuments.chooseFile}
              hint={ruDocuments.hint}
              error={view.problem}
              htmlFor={inputId}
            >
              <input
                ref={input}
                id={inputId}
                type="file"
                accept="image/png,image/jpeg,application/pdf"
                disabled={view.busy}
                aria-invalid={view.problem ? true : undefined}
                className="text-sm file:mr-3 file:rounded-md file:border file:bg-card file:px-3 file:py-1.5"
                onChange={(e) => {
                  onUpload(e.target.files?.[0] ?? null);
                  // the same file may be chosen again after a failure
                  if (input.current) input.current.value = '';
                }}
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
              <Button type="button" variant="outline" onClick={onClose}>
                {ruDocuments.close}
              </Button>
            </DialogFooter>
          </div>
        ),
      })}
    />
  );
}
