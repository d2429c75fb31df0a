import {
  canEditEmployeeField,
  creatableRoles,
  isValidIin,
  type EmployeeField,
  type EmployeeForm,
  type Person,
  type RoleId,
} from '@sakta/core';
import type { Db } from '../../platform/db';
import { refused } from '../../platform/http';

/**
 * The employee modal's calls on the server: the item, the save with the role rules checked again (a moderator
 * cannot create an administrator by crafting a request; fields a role may not edit keep their stored values),
 * the 1C directory lookup, and the dictionaries.
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
} as const;

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

export function saveEmployee(
  db: Db,
  caller: { role: RoleId },
  body: { form: EmployeeForm; isEdit: boolean; id: number | null; isDep: boolean },
): void {
  const isNew = !body.isEdit;
  let form = body.form;
  if (isNew) {
    if (!creatableRoles(caller.role).includes(form.role as RoleId))
      throw refused(403, employeeApiRu.roleRefused);
  } else {
    if (body.id === null) throw refused(404, employeeApiRu.notFound);
    const stored = employeeItem(db, body.id).form;
    // what the caller may not edit keeps its stored value
    const kept = Object.fromEntries(
      (Object.keys(stored) as (keyof EmployeeForm)[]).map((f) => [
        f,
        canEditEmployeeField(caller.role, f as EmployeeField, false) ? form[f] : stored[f],
      ]),
    ) as EmployeeForm;
    if (kept.role !== stored.role && !creatableRoles(caller.role).includes(kept.role as RoleId))
      throw refused(403, employeeApiRu.roleRefused);
    form = kept;
  }
  if (!isValidIin(form.iin)) throw refused(400, employeeApiRu.invalidIin);
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
    id: body.id,
  };
  db.transaction(() => {
    const other = db.prepare('SELECT id FROM users WHERE iin = ?').get(form.iin) as
      { id: number } | undefined;
    if (other && other.id !== body.id) throw refused(409, employeeApiRu.iinTaken);
    const set = `c_id = @c_id, id_physperson = @id_physperson, phone = @phone, name = @name, surname = @surname,
      patronymic = @patronymic, email = @email, birthday = @birthday, sex = @sex, status = @status, role = @role,
      parent_id = @parent_id, manager_id = @manager_id, terminal_id = @terminal_id, is_head = @is_head,
      person = @person, economics_sector_id = @economics_sector_id, activity_kind_id = @activity_kind_id,
      address = @address`;
    if (isNew)
      db.prepare(
        `INSERT INTO users (login, iin, password_hash, surname, name, role, type)
         VALUES (@login, @iin, '!', @surname, @name, @role, 2)`,
      ).run(values);
    db.prepare(`UPDATE users SET ${set} WHERE iin = @iin`).run(values);
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
