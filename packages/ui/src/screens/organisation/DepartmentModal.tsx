/**
 * The department modal 'Новый филиал' / edit (administrator; spec part 1 sections 2, 3 Department, 8
 * "Department/terminal forms": the server's message in a red alert): title, 1C id, head, terminal, the department
 * it is linked to, type and status; 'Сохранить' enabled when core's machine allows it. Renders core's
 * selectDepartmentFormView; null: closed.
 */
import { fmt } from '@sakta/core/shared';
import {
  DEPARTMENT_TEXT_FIELDS,
  DEPARTMENT_TYPE_CHOICES,
  ruOrganisation,
  type DepartmentFormView,
  type DepartmentTextField,
} from '@sakta/core/organisation';
import { RadioGroupField } from '../../primitives/radio-group';
import { SelectField } from '../../primitives/select';
import { TextField } from '../../primitives/text-field';
import { FormModal, SaveButton } from './form-modal';

export interface DepartmentModalProps {
  view: DepartmentFormView | null;
  onEdit: (field: DepartmentTextField, value: string) => void;
  onHead: (id: number | null) => void;
  onTerminal: (id: number | null) => void;
  onParent: (id: number | null) => void;
  onStatus: (status: 0 | 1) => void;
  onType: (type: 0 | 1 | 2) => void;
  onSave: () => void;
  onRetry: () => void;
  onClose: () => void;
}

const m = ruOrganisation.departmentModal;

const choice = (id: number | null) => (id === null ? '' : String(id));
const fromChoice = (value: string) => (value === '' ? null : Number(value));

export function DepartmentModal({
  view,
  onEdit,
  onHead,
  onTerminal,
  onParent,
  onStatus,
  onType,
  onSave,
  onRetry,
  onClose,
}: DepartmentModalProps) {
  const title =
    view && !view.isNew && view.loadedTitle ? fmt(m.titleEdit, { name: view.loadedTitle }) : m.titleNew;
  return (
    <FormModal
      view={view}
      slot="department-modal"
      className="sm:max-w-lg"
      title={title}
      description={m.titleNew}
      failedTitle={m.loadFailed}
      onRetry={onRetry}
      onClose={onClose}
      footer={(view) => (
        <>
          <SaveButton
            hint={view.saveHint}
            canSave={view.canSave}
            saving={view.status === 'saving'}
            label={m.save}
            savingLabel={m.saving}
            onSave={onSave}
          />
        </>
      )}
    >
      {(view) => (
        <>
          <TextField
            descriptor={DEPARTMENT_TEXT_FIELDS.title}
            value={view.form.title}
            disabled={view.busy}
            autoComplete="off"
            onValueChange={(value) => onEdit('title', value)}
          />
          <RadioGroupField<0 | 1 | 2>
            label={m.type}
            value={view.form.type}
            choices={DEPARTMENT_TYPE_CHOICES.map((c) => ({
              value: Number(c.value) as 0 | 1 | 2,
              label: c.label,
            }))}
            orientation="horizontal"
            disabled={view.busy}
            onValueChange={onType}
          />
          <TextField
            descriptor={{ ...DEPARTMENT_TEXT_FIELDS.c_id, required: view.form.type === 1 }}
            value={view.form.c_id ?? ''}
            disabled={view.busy}
            autoComplete="off"
            error={view.form.type === 1 ? view.fieldErrors.c_id : undefined}
            onValueChange={(value) => onEdit('c_id', value)}
          />
          <SelectField
            label={m.parent}
            value={choice(view.form.parent_id)}
            options={[
              { value: '', label: m.noParent },
              ...view.departments.map((d) => ({ value: String(d.id), label: d.title })),
            ]}
            disabled={view.busy}
            onValueChange={(value) => onParent(fromChoice(value))}
          />
          <SelectField
            label={m.head}
            value={choice(view.form.head_id)}
            options={[
              { value: '', label: m.noHead },
              ...view.heads.map((h) => ({ value: String(h.id), label: h.title })),
            ]}
            disabled={view.busy}
            onValueChange={(value) => onHead(fromChoice(value))}
          />
          <SelectField
            label={m.terminal}
            value={choice(view.form.terminal_id)}
            options={[
              { value: '', label: m.noTerminal },
              ...view.terminals.map((x) => ({ value: String(x.id), label: x.title })),
            ]}
            disabled={view.busy}
            onValueChange={(value) => onTerminal(fromChoice(value))}
          />
          <RadioGroupField<0 | 1>
            label={m.status}
            value={view.form.status}
            choices={[
              { value: 1, label: m.active },
              { value: 0, label: m.inactive },
            ]}
            orientation="horizontal"
            disabled={view.busy}
            onValueChange={onStatus}
          />
        </>
      )}
    </FormModal>
  );
}
