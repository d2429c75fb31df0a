import { useId, type FormEvent } from 'react';
import { fmt, ruCatalogues, type CatalogueModalView } from '@sakta/core';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { DialogFooter } from '../../primitives/dialog';
import { Modal, ModalContent } from '../../primitives/modal';
import { Field, Input, inputClassName } from '../../primitives/field';
import { FileInput } from '../../primitives/file-input';
import { cn } from '../../lib/cn';

/**
 * The add/edit modal of an admin catalogue (spec part 1 section 2: product, version and agreement modals): the
 * feature's fields, 'Создать' for a new row or 'Обновить' for an edited one, enabled only when the machine says
 * the form can be saved. A PDF field takes a file; the machine refuses any other type with the spec's message.
 * Esc, a click outside and the corner button cancel.
 */

export interface CatalogueFieldDef {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'status' | 'pdf';
  required?: boolean;
  maxLength?: number;
}

export interface CatalogueFormDialogProps {
  modal: CatalogueModalView | null;
  fields: CatalogueFieldDef[];
  title: string;
  onChange: (field: string, value: string | number) => void;
  onAttach: (field: string, file: File) => void;
  onSave: () => void;
  onCancel: () => void;
}

const t = ruCatalogues.common;
const ta = ruCatalogues.agreements;

export function CatalogueFormDialog({
  modal,
  fields,
  title,
  onChange,
  onAttach,
  onSave,
  onCancel,
}: CatalogueFormDialogProps) {
  const idBase = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (modal?.canSave) onSave();
  };
  return (
    <Modal open={modal !== null} onClose={onCancel}>
      {modal ? (
        <ModalContent aria-describedby={undefined} data-slot="catalogue-form" title={title}>
          <form className="grid gap-4" onSubmit={submit} noValidate>
            <fieldset disabled={modal.saving} className="grid gap-4">
              {fields.map((f) => {
                const value = modal.form[f.name];
                if (f.kind === 'status')
                  return (
                    <Field key={f.name} label={f.label} htmlFor={`${idBase}-${f.name}`}>
                      <select
                        id={`${idBase}-${f.name}`}
                        className={cn(inputClassName, 'h-9')}
                        value={String(value ?? 1)}
                        onChange={(e) => onChange(f.name, Number(e.target.value))}
                      >
                        <option value="1">{t.active}</option>
                        <option value="0">{t.inactive}</option>
                      </select>
                    </Field>
                  );
                if (f.kind === 'pdf')
                  return (
                    <Field key={f.name} label={f.label} required={f.required}>
                      {/* beside the button what is chosen, or the stored document (never the browser's own text) */}
                      <FileInput
                        accept="application/pdf"
                        status={
                          modal.fileName
                            ? fmt(ta.fileChosen, { name: modal.fileName })
                            : modal.hasStoredFile
                              ? ta.fileStored
                              : undefined
                        }
                        onFile={(file) => (file ? onAttach(f.name, file) : undefined)}
                      />
                    </Field>
                  );
                if (f.kind === 'textarea')
                  return (
                    <Field key={f.name} label={f.label} required={f.required} htmlFor={`${idBase}-${f.name}`}>
                      <textarea
                        id={`${idBase}-${f.name}`}
                        className={cn(inputClassName, 'min-h-24 py-2')}
                        value={String(value ?? '')}
                        maxLength={f.maxLength}
                        onChange={(e) => onChange(f.name, e.target.value)}
                      />
                    </Field>
                  );
                return (
                  <Field key={f.name} label={f.label} required={f.required}>
                    <Input
                      value={String(value ?? '')}
                      maxLength={f.maxLength}
                      onChange={(e) => onChange(f.name, e.target.value)}
                    />
                  </Field>
                );
              })}
            </fieldset>
            {modal.fileError ? <Alert variant="error">{modal.fileError}</Alert> : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onCancel} disabled={modal.saving}>
                {t.cancel}
              </Button>
              <Button type="submit" disabled={!modal.canSave} loading={modal.saving}>
                {modal.mode === 'edit' ? t.update : t.create}
              </Button>
            </DialogFooter>
          </form>
        </ModalContent>
      ) : null}
    </Modal>
  );
}
