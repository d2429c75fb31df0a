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
import { TextField } from '../../primitives/text-field';
import { FormModal, RadioRow, RecordSelect, StatusRow, type FormModalEvents } from './form-modal';

export interface DepartmentModalProps extends FormModalEvents {
  view: DepartmentFormView | null;
  onEdit: (field: DepartmentTextField, value: string) => void;
  onHead: (id: number | null) => void;
  onTerminal: (id: number | null) => void;
  onParent: (id: number | null) => void;
  onStatus: (status: 0 | 1) => void;
  onType: (type: 0 | 1 | 2) => void;
}

const m = ruOrganisation.departmentModal;
const TYPES = DEPARTMENT_TYPE_CHOICES.map((c) => [Number(c.value) as 0 | 1 | 2, c.label] as const);
const FRAME = { slot: 'department-modal', className: 'sm:max-w-lg', description: m.titleNew, strings: m };
/** The department it is linked to, its head and its terminal: each a record of the view's lists, or none. */
const RECORDS = [
  { field: 'parent_id', label: m.parent, none: m.noParent, records: 'departments' },
  { field: 'head_id', label: m.head, none: m.noHead, records: 'heads' },
  { field: 'terminal_id', label: m.terminal, none: m.noTerminal, records: 'terminals' },
] as const;

export function DepartmentModal({
  view,
  onEdit,
  onHead,
  onTerminal,
  onParent,
  onStatus,
  onType,
  ...frame
}: DepartmentModalProps) {
  const title =
    view && !view.isNew && view.loadedTitle ? fmt(m.titleEdit, { name: view.loadedTitle }) : m.titleNew;
  return (
    <FormModal {...frame} {...FRAME} view={view} title={title}>
      {(view) => (
        <>
          <TextField
            descriptor={DEPARTMENT_TEXT_FIELDS.title}
            value={view.form.title}
            disabled={view.busy}
            autoComplete="off"
            onValueChange={(value) => onEdit('title', value)}
          />
          <RadioRow
            label={m.type}
            value={view.form.type}
            choices={TYPES}
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
          {RECORDS.map(({ field, label, none, records }) => (
            <RecordSelect
              key={field}
              label={label}
              none={none}
              value={view.form[field]}
              records={view[records]}
              disabled={view.busy}
              onChoose={{ parent_id: onParent, head_id: onHead, terminal_id: onTerminal }[field]}
            />
          ))}
          <StatusRow strings={m} value={view.form.status} disabled={view.busy} onValueChange={onStatus} />
        </>
      )}
    </FormModal>
  );
}
