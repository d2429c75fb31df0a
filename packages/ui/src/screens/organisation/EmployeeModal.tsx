/**
 * The employee modal 'Новый сотрудник' / edit (spec part 1 sections 3 "Employee form", 4, 5, 6, 8): every field of
 * the employee form, each editable only where core's role rules allow; the role from the roles the user may create;
 * the department checkbox switching the parent between departments and managers; the error block, with save
 * disabled while it shows. A record the user may not change opens as 'Просмотр сотрудника', read-only, saying why.
 * Renders core's selectEmployeeFormView; null: closed.
 */
import { useId } from 'react';
import { ROLE_NAMES, type RoleId } from '@sakta/core/shared';
import {
  EMPLOYEE_TEXT_FIELDS,
  ruOrganisation,
  type EmployeeForm,
  type EmployeeFormView,
} from '@sakta/core/organisation';
import { DateInput } from '../../primitives/date-input';
import { Field } from '../../primitives/field';
import { SelectField } from '../../primitives/select';
import { Spinner } from '../../primitives/spinner';
import { TextField } from '../../primitives/text-field';
import { FormModal, RadioRow, type FormModalEvents } from './form-modal';

export interface EmployeeModalProps extends FormModalEvents {
  view: EmployeeFormView | null;
  onEdit: <K extends keyof EmployeeForm>(field: K, value: EmployeeForm[K]) => void;
  onToggleDep: () => void;
}

const m = ruOrganisation.employeeModal;
type TextKey = keyof typeof EMPLOYEE_TEXT_FIELDS;
const MAIN_FIELDS: TextKey[] = ['iin', 'phone', 'surname', 'name', 'patronymic', 'email'];
const ONE_C_FIELDS: TextKey[] = ['c_id', 'id_physperson', 'address'];

const SEXES = [
  [1, m.male],
  [2, m.female],
] as const;
const STATUSES = [
  [1, m.active],
  [2, m.inactive],
] as const;

const spacedIin = (iin: string) => iin.replace(/(\d{3})(?=\d)/g, '$1 ');

export function EmployeeModal({ view, onEdit, onToggleDep, ...frame }: EmployeeModalProps) {
  const depId = useId();
  const headId = useId();
  const title = view?.isNew ? m.titleNew : view?.readOnly ? m.titleView : m.titleEdit;
  return (
    <FormModal
      {...frame}
      view={view}
      slot="employee-modal"
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      title={title}
      description={title}
      strings={m}
    >
      {(view) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {[...MAIN_FIELDS, ...ONE_C_FIELDS].map((field) => {
              const value = view.form[field] ?? '';
              return (
                <TextField
                  key={field}
                  descriptor={EMPLOYEE_TEXT_FIELDS[field]}
                  value={field === 'iin' ? spacedIin(String(value)) : String(value)}
                  readOnly={!view.editable(field)}
                  aria-readonly={!view.editable(field) || undefined}
                  onValueChange={(v) =>
                    onEdit(field, (v === '' && field !== 'iin' && field !== 'phone' ? null : v) as never)
                  }
                />
              );
            })}
            <Field label={m.birthday}>
              <DateInput
                value={view.form.birthday ?? ''}
                readOnly={!view.editable('birthday')}
                onValueChange={(iso) => onEdit('birthday', iso || null)}
              />
            </Field>
            <SelectField
              label={m.role}
              value={String(view.form.role)}
              options={view.roles.map((r) => ({ value: String(r), label: ROLE_NAMES[r as RoleId] }))}
              disabled={!view.editable('role')}
              onValueChange={(v) => onEdit('role', Number(v))}
            />
          </div>
          <div className="flex flex-wrap gap-6">
            <RadioRow
              label={m.sex}
              value={view.form.sex}
              choices={SEXES}
              disabled={!view.editable('sex')}
              onValueChange={(v) => onEdit('sex', v)}
            />
            <RadioRow
              label={m.status}
              value={view.form.status}
              choices={STATUSES}
              disabled={!view.editable('status')}
              onValueChange={(v) => onEdit('status', v)}
            />
          </div>
          <div className="flex flex-wrap items-center gap-6 text-sm">
            <label htmlFor={depId} className="flex items-center gap-2">
              <input
                id={depId}
                type="checkbox"
                className="size-4 accent-primary"
                checked={view.isDep}
                disabled={!view.editable('isDep')}
                onChange={onToggleDep}
              />
              {m.isDep}
            </label>
            <label htmlFor={headId} className="flex items-center gap-2">
              <input
                id={headId}
                type="checkbox"
                className="size-4 accent-primary"
                checked={view.form.is_head === 1}
                disabled={!view.editable('is_head')}
                onChange={(e) => onEdit('is_head', e.target.checked ? 1 : 0)}
              />
              {m.isHead}
            </label>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={view.isDep ? m.parentDep : m.parentManager}
              required
              value={view.form.parent_id ? String(view.form.parent_id) : ''}
              placeholder={m.choose}
              options={view.parents.map((p) => ({ value: String(p.id), label: p.title }))}
              disabled={!view.editable('parent_id')}
              onValueChange={(v) => onEdit('parent_id', Number(v))}
            />
            <SelectField
              label={m.terminal}
              required
              value={view.form.terminal_id ? String(view.form.terminal_id) : ''}
              placeholder={m.choose}
              options={view.terminals.map((t) => ({ value: String(t.id), label: t.title }))}
              disabled={!view.editable('terminal_id')}
              onValueChange={(v) => onEdit('terminal_id', Number(v))}
            />
          </div>
          {view.status === 'lookingUp' ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner /> {m.lookingUp}
            </p>
          ) : null}
        </>
      )}
    </FormModal>
  );
}
