import { employeeChangeRefusal, type Actor } from '../../shared/ownership';
import { ROLE, ROLE_IDS, inGroup, type RoleId } from '../../shared/roles';
import type { EmployeeForm } from './employee-form.contract';

/**
 * Who may edit what in the employee modal (spec part 1 section 5 "Employee field editing by role", section 6
 * "Roles creatable"), as a table the machine's guards and the view read.
 */

export type EmployeeField = keyof EmployeeForm | 'isDep';

const ADMIN_ONLY: readonly EmployeeField[] = [
  'c_id',
  'id_physperson',
  'name',
  'surname',
  'patronymic',
  'birthday',
  'sex',
];
const MODERATOR_GROUP: readonly EmployeeField[] = ['phone', 'email', 'status', 'parent_id', 'isDep'];

/**
 * Fields that decide what a user reaches (linked-to, the department checkbox, role, status): on their own record
 * only the administrator changes them, so a moderator cannot move themselves up the organisation to widen the
 * employees they see and edit.
 */
const OWN_RECORD_LOCKED: readonly EmployeeField[] = ['parent_id', 'isDep', 'role', 'status'];

/**
 * Whether `role` edits `field` (a new employee when `isNew`; `own`: the editor's own record): the administrator edits
 * the 1C ids, names, birthday and sex; the administrator or moderator the IIN, on a new employee only; the moderator
 * group (0, 1) phone, e-mail, status, linked-to and the department checkbox; the role choice is offered to modal
 * roles 0 and 1; on one's own record only the administrator changes what decides one's reach. Fields the spec does
 * not list (terminal, head, person, sector, activity, address) follow the moderator group.
 */
export function canEditEmployeeField(
  role: RoleId,
  field: EmployeeField,
  isNew: boolean,
  own = false,
): boolean {
  if (own && role !== ROLE.admin && OWN_RECORD_LOCKED.includes(field)) return false;
  if (ADMIN_ONLY.includes(field)) return role === ROLE.admin;
  if (field === 'iin') return isNew && inGroup(role, 'moderator');
  if (MODERATOR_GROUP.includes(field)) return inGroup(role, 'moderator');
  if (field === 'role') return role === ROLE.admin || role === ROLE.moderator;
  return inGroup(role, 'moderator');
}

/** An employee record as the modal edits it: the form and whether it is linked to a department. */
export interface EmployeeRecord {
  form: EmployeeForm;
  isDep: boolean;
}

/**
 * The fields an edit of an existing employee changes that `role` may not edit there (`own`: the editor's own
 * record): those of the administrator alone, the IIN, and on one's own record the fields that decide one's reach.
 * The server refuses a request that changes one; the modal sends the loaded values of the fields it disables, so
 * a save from the page never does.
 */
export function lockedEmployeeChanges(
  role: RoleId,
  stored: EmployeeRecord,
  sent: EmployeeRecord,
  own: boolean,
): EmployeeField[] {
  const changed: EmployeeField[] = (Object.keys(stored.form) as (keyof EmployeeForm)[]).filter(
    (f) => stored.form[f] !== sent.form[f],
  );
  if (stored.isDep !== sent.isDep) changed.push('isDep');
  return changed.filter((f) => !canEditEmployeeField(role, f, false, own));
}

/** Roles a user may give a new employee: all but Agent; a moderator only Reserve. */
export function creatableRoles(role: RoleId): RoleId[] {
  if (role === ROLE.moderator) return [ROLE.reserve];
  if (role !== ROLE.admin) return [];
  return ROLE_IDS.filter((r) => r !== ROLE.agent);
}

/**
 * A new employee's form: phone '+7', sex 1, status 1, is_head 0, person 1, and role 8 (Резерв): a moderator's new
 * employee gets it (spec), and for an administrator it is the least privileged role offered, so a stronger one is
 * never given by not looking at the field.
 */
export function emptyEmployeeForm(): EmployeeForm {
  return {
    c_id: null,
    id_physperson: null,
    iin: '',
    phone: '+7',
    name: '',
    surname: '',
    patronymic: null,
    email: null,
    birthday: null,
    sex: 1,
    status: 1,
    role: ROLE.reserve,
    parent_id: 0,
    terminal_id: 0,
    is_head: 0,
    person: 1,
    economics_sector_id: null,
    activity_kind_id: null,
    address: null,
  };
}

/** The spec's required fields of an employee, in the order of the form. */
export type EmployeeRequiredField = 'iin' | 'phone' | 'surname' | 'name' | 'parent_id' | 'terminal_id';

/** The required fields not yet filled: IIN of 12 digits, phone complete, surname, name, parent and terminal. */
export function missingEmployeeFields(f: EmployeeForm): EmployeeRequiredField[] {
  const missing: EmployeeRequiredField[] = [];
  if (!/^\d{12}$/.test(f.iin)) missing.push('iin');
  if (!/^\+7\(\d{3}\) \d{3}-\d{4}$/.test(f.phone)) missing.push('phone');
  if (f.surname.trim() === '') missing.push('surname');
  if (f.name.trim() === '') missing.push('name');
  if (!(f.parent_id > 0)) missing.push('parent_id');
  if (!(f.terminal_id > 0)) missing.push('terminal_id');
  return missing;
}

export const isEmployeeFormComplete = (f: EmployeeForm): boolean => missingEmployeeFields(f).length === 0;

/** The 'add' tile and the edit icons of the employees tab: administrator or moderator (spec section 6). */
export const canManageEmployees = (role: RoleId): boolean => inGroup(role, 'moderator');

/**
 * Whether `viewer` may change the employee of a row of its list (core's ownership rule; the list shows only its
 * scope): its row's icon edits the record, else opens it read-only ('Просмотреть'), as the modal then shows it.
 */
export const mayChangeEmployeeRow = (viewer: Actor, row: { id: number; role: number }): boolean =>
  employeeChangeRefusal(viewer, { kind: 'employee', id: row.id, role: row.role as RoleId, inScope: true }) ===
  null;
