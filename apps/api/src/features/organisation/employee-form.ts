import {
  creatableRoles,
  isValidIin,
  lockedEmployeeChanges,
  mayAccess,
  ruOrganisation,
  type Actor,
  type EmployeeField,
  type EmployeeForm,
  type Owned,
  type Person,
  type RoleId,
} from '@sakta/core';
import type { Db } from '../../platform/db';
import { refused } from '../../platform/http';
import { endSessions } from '../../platform/users';
import { auditEmployeeChanges } from './audit';
import { inEmployeeScope, type EmployeeScope } from '../../services/employee-scope';

/**
 * The employee modal's calls on the server: the item, the save with the rules checked again whatever the client
 * sends (the roles one may give, the fields one may change, the record saved within the saver's reach; a phone
 * change ends the account's sessions; the audit log), the 1C directory lookup, and the dictionaries.
 */

export const employeeApiRu = {
  saved: 'Сотрудник сохранён',
  notFound: 'Сотрудник не найден',
  personNotFound: 'Физическое лицо не найдено в 1С',
  invalidIin: 'Неверный ИИН: контрольная цифра не совпадает',
  iinTaken: 'Сотрудник с таким ИИН уже существует',
  roleRefused: 'Эту роль назначить нельзя',
  parentNotFound: 'Не найден департамент или менеджер, к которому привязан сотрудник',
  terminalNotFound: 'Терминал не найден',
  fieldsLocked: (labels: string[]) => `Эти данные сотрудника вы изменить не можете: ${labels.join(', ')}`,
  outsideScope:
    'Сотрудника можно привязать только к своему департаменту (или подразделению под ним) либо к себе',
} as const;

const m = ruOrganisation.employeeModal;

/** The modal's names of the form's fields, for the refusal of a change one may not make. */
const FIELD_LABELS: Record<EmployeeField, string> = {
  c_id: m.c_id,
  id_physperson: m.id_physperson,
  iin: m.iin,
  phone: m.phone,
  name: m.name,
  surname: m.surname,
  patronymic: m.patronymic,
  email: m.email,
  birthday: m.birthday,
  sex: m.sex,
  status: m.status,
  role: m.role,
  parent_id: 'Привязка',
  terminal_id: m.terminal,
  is_head: m.isHead,
  person: 'Тип лица',
  economics_sector_id: 'Сектор экономики',
  activity_kind_id: 'Вид деятельности',
  address: m.address,
  isDep: m.isDep,
};

const FORM_COLUMNS = `c_id, id_physperson, iin, phone, name, surname, patronymic, email, birthday, sex, status, role,
  coalesce(parent_id, manager_id, 0) AS parent_id, coalesce(terminal_id, 0) AS terminal_id, is_head, person,
  economics_sector_id, activity_kind_id, address, parent_id IS NOT NULL AS is_dep`;

export function employeeItem(db: Db, id: number): { form: EmployeeForm; isDep: boolean } {
  const row = db.prepare(`SELECT ${FORM_COLUMNS} FROM users WHERE id = ? AND deleted_at IS NULL`).get(id) as
    (EmployeeForm & { is_dep: number }) | undefined;
  if (!row) throw refused(404, employeeApiRu.notFound);
  const { is_dep, ...form } = row;
  return { form: { ...form, phone: form.phone ?? '+7' }, isDep: is_dep === 1 };
}

export function lookupPerson(db: Db, iin: string): Person {
  const row = db
    .prepare(
      `SELECT economics_sector_id, activity_kind_id, id_physperson, patronymic, birthday, surname, address, person,
         email, name, sex, c_id FROM persons_1c WHERE iin = ?`,
    )
    .get(iin) as Person | undefined;
  if (!row) throw refused(404, employeeApiRu.personNotFound);
  return row;
}

/** The facts of core's ownership rule about a stored employee record (404 when there is none). */
export function employeeFacts(
  db: Db,
  scope: EmployeeScope,
  id: number | null,
): Extract<Owned, { kind: 'employee' }> {
  const row =
    id === null
      ? undefined
      : (db.prepare('SELECT role FROM users WHERE id = ? AND deleted_at IS NULL').get(id) as
          { role: RoleId } | undefined);
  if (id === null || !row) throw refused(404, employeeApiRu.notFound);
  return { kind: 'employee', id, role: row.role, inScope: inEmployeeScope(db, scope, id) };
}

export interface EmployeeSave {
  form: EmployeeForm;
  isEdit: boolean;
  id: number | null;
  isDep: boolean;
}

/** Who saves: the signed-in user, the scope of their employee list, and the server's clock. */
export interface EmployeeSaver {
  actor: Actor;
  scope: EmployeeScope;
  now: number;
}

type AuditedRow = Pick<EmployeeForm, 'phone' | 'email' | 'role' | 'status'>;

/**
 * Creates or updates an employee. The caller checked that an edited record is one the saver may change (core's
 * `mayAccess`); here: the role given is one the saver may give, an edit changes no field the saver may not edit
 * (refused with the fields' names, not silently kept), and the record as saved is still one the saver may change
 * (a moderator neither creates an employee outside its scope nor moves one out of it). A changed phone ends the
 * account's sessions; phone, e-mail, role and status changes go to the audit log.
 */
export function saveEmployee(db: Db, saver: EmployeeSaver, body: EmployeeSave): void {
  const { actor } = saver;
  const { form } = body;
  if (body.isEdit) {
    if (body.id === null) throw refused(404, employeeApiRu.notFound);
    const stored = employeeItem(db, body.id);
    const locked = lockedEmployeeChanges(actor.role, stored, body, body.id === actor.id);
    if (locked.length > 0) throw refused(403, employeeApiRu.fieldsLocked(locked.map((f) => FIELD_LABELS[f])));
    if (form.role !== stored.form.role && !creatableRoles(actor.role).includes(form.role as RoleId))
      throw refused(403, employeeApiRu.roleRefused);
  } else {
    if (!creatableRoles(actor.role).includes(form.role as RoleId))
      throw refused(403, employeeApiRu.roleRefused);
    if (!isValidIin(form.iin)) throw refused(400, employeeApiRu.invalidIin);
  }
  const parentOk = body.isDep
    ? db.prepare('SELECT 1 FROM departments WHERE id = ?').get(form.parent_id)
    : db.prepare('SELECT 1 FROM users WHERE id = ? AND deleted_at IS NULL').get(form.parent_id);
  if (!parentOk) throw refused(400, employeeApiRu.parentNotFound);
  if (!db.prepare('SELECT 1 FROM terminals WHERE id = ?').get(form.terminal_id))
    throw refused(400, employeeApiRu.terminalNotFound);
  const values = {
    ...form,
    parent_id: body.isDep ? form.parent_id : null,
    manager_id: body.isDep ? null : form.parent_id,
    login: form.iin,
  };
  db.transaction(() => {
    const other = db.prepare('SELECT id FROM users WHERE iin = ?').get(form.iin) as
      { id: number } | undefined;
    if (other && (!body.isEdit || other.id !== body.id)) throw refused(409, employeeApiRu.iinTaken);
    const id = body.isEdit
      ? body.id!
      : Number(
          db
            .prepare(
              `INSERT INTO users (login, iin, password_hash, surname, name, role, type)
               VALUES (@login, @iin, '!', @surname, @name, @role, 2)`,
            )
            .run(values).lastInsertRowid,
        );
    const before = db
      .prepare('SELECT phone, email, role, status FROM users WHERE id = ?')
      .get(id) as AuditedRow;
    db.prepare(
      `UPDATE users SET c_id = @c_id, id_physperson = @id_physperson, phone = @phone, name = @name,
         surname = @surname, patronymic = @patronymic, email = @email, birthday = @birthday, sex = @sex,
         status = @status, role = @role, parent_id = @parent_id, manager_id = @manager_id,
         terminal_id = @terminal_id, is_head = @is_head, person = @person,
         economics_sector_id = @economics_sector_id, activity_kind_id = @activity_kind_id, address = @address
       WHERE id = @id`,
    ).run({ ...values, id });
    // the saver must still reach what they saved; throwing here undoes the whole save
    if (!mayAccess(actor, 'change', employeeFacts(db, saver.scope, id)))
      throw refused(403, employeeApiRu.outsideScope);
    if (!body.isEdit) return;
    const changed = auditEmployeeChanges(
      db,
      { actorId: actor.id, subjectId: id, at: saver.now },
      before,
      form,
    );
    // the phone is where password-reset codes go: whoever holds the account's sessions signs in again
    if (changed.includes('phone')) endSessions(db, id, saver.now);
  })();
}

export const dictionaries = {
  departments: (db: Db) =>
    db.prepare('SELECT id, title FROM departments WHERE status = 1 ORDER BY title').all() as {
      id: number;
      title: string;
    }[],
  terminals: (db: Db) =>
    db.prepare('SELECT id, terminal AS title FROM terminals WHERE status = 1 ORDER BY terminal').all() as {
      id: number;
      title: string;
    }[],
  heads: (db: Db) =>
    db
      .prepare(
        `SELECT id, trim(surname || ' ' || name || coalesce(' ' || patronymic, '')) AS title FROM users
         WHERE role IN (3, 10) AND status = 1 AND deleted_at IS NULL ORDER BY title`,
      )
      .all() as { id: number; title: string }[],
};
