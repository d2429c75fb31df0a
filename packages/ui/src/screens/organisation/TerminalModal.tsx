/**
 * The terminal modal 'Новый терминал (касса)' (spec part 1 sections 2, 3 Terminal, 5, 8): terminal, login,
 * password, accountant, status; 'Проверить авторизацию' (enabled with terminal, login and password) and
 * 'Сохранить' (enabled when core's machine allows it); the server's refusal in a red alert. Renders core's
 * selectTerminalFormView; null: closed.
 */
import { fmt } from '@sakta/core/shared';
import {
  ruOrganisation,
  TERMINAL_FIELDS,
  type TerminalFormView,
  type TerminalTextField,
} from '@sakta/core/organisation';
import { Button } from '../../primitives/button';
import { RadioGroupField } from '../../primitives/radio-group';
import { SelectField } from '../../primitives/select';
import { TextField } from '../../primitives/text-field';
import { FormModal, SaveButton } from './form-modal';

export interface TerminalModalProps {
  view: TerminalFormView | null;
  onEdit: (field: TerminalTextField, value: string) => void;
  onAccountant: (id: number | null) => void;
  onStatus: (status: 0 | 1) => void;
  onCheck: () => void;
  onSave: () => void;
  onRetry: () => void;
  onClose: () => void;
}

const m = ruOrganisation.terminalModal;
const TEXT_FIELDS: TerminalTextField[] = ['terminal', 'login', 'password'];

export function TerminalModal({
  view,
  onEdit,
  onAccountant,
  onStatus,
  onCheck,
  onSave,
  onRetry,
  onClose,
}: TerminalModalProps) {
  const title =
    view && !view.isNew && view.loadedTerminal
      ? fmt(m.titleEdit, { terminal: view.loadedTerminal })
      : m.titleNew;
  return (
    <FormModal
      view={view}
      slot="terminal-modal"
      className="sm:max-w-lg"
      title={title}
      description={m.titleNew}
      failedTitle={m.loadFailed}
      onRetry={onRetry}
      onClose={onClose}
      footerClassName="gap-2 sm:justify-between"
      footer={(view) => (
        <>
          {/* loading, not only disabled: the button takes the focus back when the check or save ends */}
          <Button
            type="button"
            variant="outline"
            disabled={!view.canCheck}
            loading={view.status === 'checking'}
            onClick={onCheck}
          >
            {view.status === 'checking' ? m.checking : m.check}
          </Button>
          <SaveButton
            hint={view.saveHint}
            canSave={view.canSave}
            saving={view.status === 'saving'}
            loading={view.status === 'saving'}
            label={m.save}
            savingLabel={m.saving}
            onSave={onSave}
          />
        </>
      )}
    >
      {(view) => (
        <>
          {TEXT_FIELDS.map((field) => (
            <TextField
              key={field}
              descriptor={TERMINAL_FIELDS[field]}
              type={field === 'password' ? 'password' : 'text'}
              autoComplete={field === 'password' ? 'new-password' : 'off'}
              value={view.form[field]}
              disabled={view.busy}
              onValueChange={(value) => onEdit(field, value)}
            />
          ))}
          <SelectField
            label={m.accountant}
            value={view.form.accountant_id === null ? '' : String(view.form.accountant_id)}
            options={[
              { value: '', label: m.noAccountant },
              ...view.accountants.map((a) => ({ value: String(a.id), label: a.title })),
            ]}
            disabled={view.busy}
            onValueChange={(value) => onAccountant(value === '' ? null : Number(value))}
          />
          <RadioGroupField<0 | 1>
            label={m.status}
            value={view.form.status}
            choices={[
              { value: 1, label: ruOrganisation.terminals.active },
              { value: 0, label: ruOrganisation.terminals.inactive },
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
