/**
 * The frame of the organisation's edit modals (department, employee, terminal): the dialog with its title, the
 * load state (spinner, or the failure with 'Повторить'), the form's fields, the server's refusal in a red alert,
 * and the footer with 'Сохранить' saying what a disabled one misses; a record the user may not change says why
 * above its read-only fields and ends with 'Закрыть' instead; and the fields these forms share.
 */
import { useId, type ReactNode } from 'react';
import { Alert } from '../../primitives/alert';
import { BlockedHint } from '../../primitives/blocked-hint';
import { Button } from '../../primitives/button';
import { DialogFooter } from '../../primitives/dialog';
import { Modal, ModalContent } from '../../primitives/modal';
import { RadioGroupField } from '../../primitives/radio-group';
import { SelectField } from '../../primitives/select';
import { ModalLoadState } from './list-state';

/** What an edit form's machine view gives the frame. */
export interface FormModalView {
  status: string;
  error: string | null;
  /** What a disabled 'Сохранить' misses. */
  saveHint: string | null;
  canSave: boolean;
  /** A record the user may not change: why (its fields read-only, no 'Сохранить'). */
  readOnly?: string | null;
}

/** The frame's events, the same for every edit modal. */
export interface FormModalEvents {
  onSave: () => void;
  onRetry: () => void;
  onClose: () => void;
}

export interface FormModalProps<V extends FormModalView> extends FormModalEvents {
  /** The form machine's view; null: closed. */
  view: V | null;
  slot: string;
  className: string;
  title: string;
  /** The dialog's description, for screen readers only. */
  description: string;
  /** The modal's texts: the failed load's title, the save button's, and 'Закрыть' of a read-only record. */
  strings: { loadFailed: string; save: string; saving: string; close?: string };
  /** The fields of the loaded form. */
  children: (view: V) => ReactNode;
  /** Buttons before 'Сохранить' (the terminal's check). */
  actions?: (view: V) => ReactNode;
  /** A spinner in 'Сохранить' while saving (it takes the focus back when the save ends). */
  saveSpinner?: boolean;
  footerClassName?: string;
}

export function FormModal<V extends FormModalView>({
  view,
  slot,
  className,
  title,
  description,
  strings,
  onSave,
  onRetry,
  onClose,
  children,
  actions,
  saveSpinner = false,
  footerClassName,
}: FormModalProps<V>) {
  return (
    <Modal open={view !== null} onClose={onClose}>
      {view ? (
        <ModalContent
          data-slot={slot}
          className={className}
          title={title}
          description={description}
          descriptionClassName="sr-only"
        >
          <ModalLoadState view={view} failedTitle={strings.loadFailed} onRetry={onRetry}>
            <div className="grid gap-4">
              {view.readOnly ? (
                <Alert variant="info" data-slot="read-only-notice">
                  {view.readOnly}
                </Alert>
              ) : null}
              {children(view)}
              {view.error ? <Alert variant="error">{view.error}</Alert> : null}
              <DialogFooter className={footerClassName}>
                {view.readOnly ? (
                  <Button type="button" variant="outline" onClick={onClose}>
                    {strings.close}
                  </Button>
                ) : (
                  <>
                    {actions?.(view)}
                    <SaveButton
                      hint={view.saveHint}
                      canSave={view.canSave}
                      saving={view.status === 'saving'}
                      loading={saveSpinner && view.status === 'saving'}
                      label={strings.save}
                      savingLabel={strings.saving}
                      onSave={onSave}
                    />
                  </>
                )}
              </DialogFooter>
            </div>
          </ModalLoadState>
        </ModalContent>
      ) : null}
    </Modal>
  );
}

/** 'Сохранить' ('Сохранение...' while saving), disabled with the hint of what is missing. */
function SaveButton({
  hint,
  canSave,
  saving,
  label,
  savingLabel,
  loading,
  onSave,
}: {
  hint: string | null;
  canSave: boolean;
  saving: boolean;
  label: string;
  savingLabel: string;
  loading: boolean;
  onSave: () => void;
}) {
  const hintId = useId();
  return (
    <>
      <BlockedHint id={hintId} hint={hint} />
      <Button
        type="button"
        disabled={!canSave}
        aria-describedby={hint ? hintId : undefined}
        loading={loading}
        onClick={onSave}
      >
        {saving ? savingLabel : label}
      </Button>
    </>
  );
}

/** Radio choices in a row (type, status, sex): `choices` as [value, label] pairs. */
export function RadioRow<T extends number>({
  label,
  value,
  choices,
  disabled,
  onValueChange,
}: {
  label: string;
  value: T;
  choices: ReadonlyArray<readonly [T, string]>;
  disabled: boolean;
  onValueChange: (value: T) => void;
}) {
  return (
    <RadioGroupField<T>
      label={label}
      value={value}
      choices={choices.map(([v, l]) => ({ value: v, label: l }))}
      orientation="horizontal"
      disabled={disabled}
      onValueChange={onValueChange}
    />
  );
}

/** 'Статус' of a department or a terminal: active (1) or inactive (0). */
export function StatusRow({
  strings,
  ...props
}: {
  strings: { status: string; active: string; inactive: string };
  value: 0 | 1;
  disabled: boolean;
  onValueChange: (status: 0 | 1) => void;
}) {
  return (
    <RadioRow
      label={strings.status}
      choices={[
        [1, strings.active],
        [0, strings.inactive],
      ]}
      {...props}
    />
  );
}

/** A choice among records (departments, heads, terminals, accountants): the first option is `none` (no record). */
export function RecordSelect({
  label,
  none,
  value,
  records,
  disabled,
  onChoose,
}: {
  label: string;
  none: string;
  value: number | null;
  records: ReadonlyArray<{ id: number; title: string }>;
  disabled: boolean;
  onChoose: (id: number | null) => void;
}) {
  return (
    <SelectField
      label={label}
      value={value === null ? '' : String(value)}
      options={[{ value: '', label: none }, ...records.map((r) => ({ value: String(r.id), label: r.title }))]}
      disabled={disabled}
      onValueChange={(v) => onChoose(v === '' ? null : Number(v))}
    />
  );
}
