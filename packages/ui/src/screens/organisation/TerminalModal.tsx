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
import { TextField } from '../../primitives/text-field';
import { FormModal, RecordSelect, StatusRow, type FormModalEvents } from './form-modal';

export interface TerminalModalProps extends FormModalEvents {
  view: TerminalFormView | null;
  onEdit: (field: TerminalTextField, value: string) => void;
  onAccountant: (id: number | null) => void;
  onStatus: (status: 0 | 1) => void;
  onCheck: () => void;
}

const m = ruOrganisation.terminalModal;
const TEXT_FIELDS: TerminalTextField[] = ['terminal', 'login', 'password'];
const FRAME = { slot: 'terminal-modal', className: 'sm:max-w-lg', description: m.titleNew, strings: m };

export function TerminalModal({
  view,
  onEdit,
  onAccountant,
  onStatus,
  onCheck,
  ...frame
}: TerminalModalProps) {
  const title =
    view && !view.isNew && view.loadedTerminal
      ? fmt(m.titleEdit, { terminal: view.loadedTerminal })
      : m.titleNew;
  return (
    <FormModal
      {...frame}
      {...FRAME}
      view={view}
      title={title}
      footerClassName="gap-2 sm:justify-between"
      // loading, not only disabled: the buttons take the focus back when the check or save ends
      saveSpinner
      actions={(view) => (
        <Button
          type="button"
          variant="outline"
          disabled={!view.canCheck}
          loading={view.status === 'checking'}
          onClick={onCheck}
        >
          {view.status === 'checking' ? m.checking : m.check}
        </Button>
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
          <RecordSelect
            label={m.accountant}
            none={m.noAccountant}
            value={view.form.accountant_id}
            records={view.accountants}
            disabled={view.busy}
            onChoose={onAccountant}
          />
          <StatusRow
            strings={ruOrganisation.terminals}
            value={view.form.status}
            disabled={view.busy}
            onValueChange={onStatus}
          />
        </>
      )}
    </FormModal>
  );
}
