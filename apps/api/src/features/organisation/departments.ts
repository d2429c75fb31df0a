import { DepartmentFormSchema, type DepartmentForm } from '@sakta/core';
import type { Db } from '../../platform/db';
import { refused } from '../../platform/http';
import { isUnderDepartment } from './repo';

/**
 * The departments tab's calls on the server (administrator): the list with its filter, the item, and the save
 * with its rules checked whatever the client sends (core's schema; the head an employee, the terminal and the
 * parent existing, no department under itself, a title unique under its parent).
 */

export const departmentApiRu = {
  saved: 'Филиал сохранён',
  invalid: 'Заполните данные корректно',
  notFound: 'Филиал не найден',
  headNotFound: 'Руководитель не найден',
  terminalNotFound: 'Терминал не найден',
  parentNotFound: 'Филиал, к которому привязан филиал, не найден',
  parentCycle: 'Филиал нельзя привязать к самому себе или к своему подразделению',
  exists: (title: string) => `Филиал «${title}» уже существует`,
} as const;

const NAME = (a: string) => `trim(${a}.surname || ' ' || ${a}.name || coalesce(' ' || ${a}.patronymic, ''))`;

export interface DepartmentQuery {
  parent?: string | undefined;
  head?: string | undefined;
  title?: string | undefined;
  type?: string | undefined;
}

const FROM = `FROM departments d LEFT JOIN users h ON h.id = d.head_id LEFT JOIN departments p ON p.id = d.parent_id`;

export function departmentsPage(db: Db, q: DepartmentQuery, page: number, perPage: number) {
  const where: string[] = [];
  const params: Record<string, unknown> = {};
  if (q.parent) {
    where.push('p.title LIKE @parent');
    params.parent = `%${q.parent}%`;
  }
  if (q.head) {
    where.push(`${NAME('h')} LIKE @head`);
    params.head = `%${q.head}%`;
  }
  if (q.title) {
    where.push('d.title LIKE @title');
    params.title = `%${q.title}%`;
  }
  if (q.type) {
    where.push('d.type = @type');
    params.type = Number(q.type);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = (db.prepare(`SELECT count(*) AS n ${FROM} ${clause}`).get(params) as { n: number }).n;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(page, lastPage);
  const data = db
    .prepare(
      `SELECT d.id, d.title, CASE WHEN h.id IS NULL THEN NULL ELSE ${NAME('h')} END AS head, d.type,
         p.title AS parent, d.status ${FROM} ${clause} ORDER BY d.id LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, limit: perPage, offset: (current - 1) * perPage });
  return { data, meta: { current_page: current, last_page: lastPage, per_page: perPage, total } };
}

export function departmentItem(db: Db, id: number) {
  const row = db
    .prepare(
      `SELECT d.id, d.c_id, d.title, d.terminal_id, d.head_id, d.parent_id, d.status, d.type,
         CASE WHEN h.id IS NULL THEN NULL ELSE ${NAME('h')} END AS head_name
       FROM departments d LEFT JOIN users h ON h.id = d.head_id WHERE d.id = ?`,
    )
    .get(id) as (DepartmentForm & { id: number; head_name: string | null }) | undefined;
  if (!row) throw refused(404, departmentApiRu.notFound);
  const { id: _id, head_name, ...form } = row;
  return { id, form, head_name };
}

/** Creates or updates a department after the server-side checks; answers its id. */
export function saveDepartment(
  db: Db,
  body: { form: DepartmentForm; isEdit: boolean; id: number | null },
): number {
  // the body was parsed with core's schema already; what is stored (trimmed) passes it again
  const parsed = DepartmentFormSchema.safeParse({
    ...body.form,
    title: body.form.title.trim(),
    c_id: body.form.c_id?.trim() || null,
  });
  if (!parsed.success) throw refused(400, parsed.error.issues[0]?.message ?? departmentApiRu.invalid);
  const form = parsed.data;
  return db.transaction(() => {
    if (
      body.isEdit &&
      (body.id === null || !db.prepare('SELECT 1 FROM departments WHERE id = ?').get(body.id))
    )
      throw refused(404, departmentApiRu.notFound);
    if (
      form.head_id !== null &&
      !db.prepare('SELECT 1 FROM users WHERE id = ? AND deleted_at IS NULL').get(form.head_id)
    )
      throw refused(400, departmentApiRu.headNotFound);
    if (
      form.terminal_id !== null &&
      !db.prepare('SELECT 1 FROM terminals WHERE id = ?').get(form.terminal_id)
    )
      throw refused(400, departmentApiRu.terminalNotFound);
    if (form.parent_id !== null) {
      if (!db.prepare('SELECT 1 FROM departments WHERE id = ?').get(form.parent_id))
        throw refused(400, departmentApiRu.parentNotFound);
      // a parent under the department itself would make a cycle
      if (body.isEdit && isUnderDepartment(db, form.parent_id, body.id!))
        throw refused(400, departmentApiRu.parentCycle);
    }
    const same = db
      .prepare('SELECT id FROM departments WHERE lower(title) = lower(?) AND parent_id IS ? AND id IS NOT ?')
      .get(form.title, form.parent_id, body.isEdit ? body.id : null);
    if (same) throw refused(409, departmentApiRu.exists(form.title));
    if (body.isEdit) {
      db.prepare(
        `UPDATE departments SET c_id = @c_id, title = @title, terminal_id = @terminal_id, head_id = @head_id,
           parent_id = @parent_id, status = @status, type = @type WHERE id = @id`,
      ).run({ ...form, id: body.id });
      return body.id!;
    }
    const id = Number(
      db
        .prepare(
          `INSERT INTO departments (hash, c_id, title, terminal_id, head_id, parent_id, status, type)
           VALUES (@hash, @c_id, @title, @terminal_id, @head_id, @parent_id, @status, @type)`,
        )
        .run({ ...form, hash: `new-${Date.now()}-${Math.random().toString(36).slice(2)}` }).lastInsertRowid,
    );
    db.prepare('UPDATE departments SET hash = ? WHERE id = ?').run(`dep-${id}`, id);
    return id;
  })();
}
