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

const em = ruOrganisation.employeeModal;

/** The text fields of the employee modal (IIN with the spaced mask of 15 characters, phone +7(###) ###-####). */
export const EMPLOYEE_TEXT_FIELDS = {
  iin: { label: em.iin, mask: '000 000 000 000', required: true, inputMode: 'numeric' },
  phone: { label: em.phone, mask: '+7(000) 000-0000', required: true, inputMode: 'tel' },
  surname: { label: em.surname, maxLength: 100, required: true },
  name: { label: em.name, maxLength: 100, required: true },
  patronymic: { label: em.patronymic, maxLength: 100, hint: em.optional },
  email: { label: em.email, maxLength: 300, hint: em.optional, inputMode: 'email' },
  c_id: { label: em.c_id, maxLength: 48 },
  id_physperson: { label: em.id_physperson, maxLength: 48 },
  address: { label: em.address, maxLength: 1000 },
} as const satisfies Record<string, OrgFieldDescriptor>;

const dm = ruOrganisation.departmentModal;
const dt = ruOrganisation.departments;

/** The text fields of the department modal. */
export const DEPARTMENT_TEXT_FIELDS = {
  title: { label: dm.title, maxLength: TEXT_MAX.title, required: true },
  c_id: { label: dm.c_id, maxLength: TEXT_MAX.code, hint: dm.c_idHint },
} as const satisfies Record<'title' | 'c_id', OrgFieldDescriptor>;

/** The text fields of the departments' filter (a part of the name). */
export const DEPARTMENT_FILTER_TEXT_FIELDS = {
  title: { label: dt.name, maxLength: 100 },
  parent: { label: dt.linkedTo, maxLength: 100 },
  head: { label: dt.head, maxLength: 100 },
} as const satisfies Record<'title' | 'parent' | 'head', OrgFieldDescriptor>;

const sg = ruOrganisation.signatories;

/** The signatory search's fields: phone +7(###) ###-#### (16 characters), IIN ### ### ### ### (15). */
export const SIGNATORY_SEARCH_FIELDS = {
  phone: { label: sg.phone, mask: '+7(000) 000-0000', inputMode: 'tel' },
  iin: { label: sg.iinSearch, mask: '000 000 000 000', inputMode: 'numeric' },
} as const satisfies Record<'phone' | 'iin', OrgFieldDescriptor>;
