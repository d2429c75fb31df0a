import { TEXT_MAX } from '../../shared/api/limits';
import { ruOrganisation } from './ru';
import type { TerminalTextField } from './terminal-form.machine';

/**
 * Field descriptors of the organisation's forms (what each field is: label, length, required, hint); the ui's
 * TextField renders them. Structural: the ui's FieldDescriptor has the same shape.
 */
export interface OrgFieldDescriptor {
  label: string;
  mask?: string;
  maxLength?: number;
  required?: boolean;
  hint?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
}

const m = ruOrganisation.terminalModal;

const e = ruOrganisation.employees;

/** The text fields of the employees' filter. */
export const EMPLOYEE_FILTER_TEXT_FIELDS = {
  title: { label: e.fullName, maxLength: 100 },
  iin: { label: e.iin, mask: '000000000000', inputMode: 'numeric' },
  user: { label: e.user, maxLength: 100 },
} as const satisfies Record<'title' | 'iin' | 'user', OrgFieldDescriptor>;

export const TERMINAL_FIELDS: Record<TerminalTextField, OrgFieldDescriptor> = {
  terminal: { label: m.terminal, maxLength: TEXT_MAX.code, required: true, hint: m.terminalHint },
  login: { label: m.login, maxLength: TEXT_MAX.code },
  password: { label: m.password, maxLength: TEXT_MAX.code, hint: m.passwordHint },
};
