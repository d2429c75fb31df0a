import type { Db } from '../../platform/db';

/**
 * SQL of the employees lists (migrations/007): the filtered page of the employees a user may see, and the deleted
 * ones. 'Linked to' is the department or, for users linked to a manager, the manager's name.
 */

export interface EmployeeListRow {
  id: number;
  iin: string;
  title: string;
  bmg: 0 | 1;
  role: number;
  type: 0 | 1 | 2;
  branch: string | null;
}

export interface EmployeeQuery {
  isDep?: string;
  user?: string;
  iin?: string;
  title?: string;
  role?: string;
  type?: string;
}

const NAME = (t: string) => `trim(${t}.surname || ' ' || ${t}.name || coalesce(' ' || ${t}.patronymic, ''))`;
const LINKED = `coalesce(d.title, ${NAME('m')})`;

const FROM = `FROM users u
  LEFT JOIN departments d ON d.id = u.parent_id
  LEFT JOIN users m ON m.id = u.manager_id`;

const SELECT = `SELECT u.id, u.iin, ${NAME('u')} AS title, u.bmg, u.role, u.type, ${LINKED} AS branch`;

/** The departments under (and including) a department: the part of the organisation its staff see. */
const SUBTREE = `WITH RECURSIVE subtree(id) AS (
  SELECT @root UNION ALL SELECT dd.id FROM departments dd JOIN subtree s ON dd.parent_id = s.id)`;

export function employeesPage(
  db: Db,
  q: EmployeeQuery,
  scope: { all: true } | { all: false; department: number | null; userId: number },
  page: number,
  perPage: number,
  deleted = false,
) {
  const where: string[] = [deleted ? 'u.deleted_at IS NOT NULL' : 'u.deleted_at IS NULL'];
  const params: Record<string, unknown> = {};
  if (q.isDep === '1') where.push('u.parent_id IS NOT NULL');
  if (q.isDep === '0') where.push('u.manager_id IS NOT NULL');
  if (q.user) {
    where.push(`${LINKED} LIKE @user`);
    params.user = `%${q.user}%`;
  }
  if (q.iin) {
    where.push('u.iin LIKE @iin');
    params.iin = `${q.iin}%`;
  }
  if (q.title) {
    where.push(`${NAME('u')} LIKE @title`);
    params.title = `%${q.title}%`;
  }
  if (q.role) {
    where.push('u.role = @role');
    params.role = Number(q.role);
  }
  if (q.type) {
    where.push('u.type = @type');
    params.type = Number(q.type);
  }
  let prefix = '';
  if (!scope.all) {
    prefix = SUBTREE;
    params.root = scope.department;
    params.me = scope.userId;
    where.push('(u.parent_id IN (SELECT id FROM subtree) OR u.manager_id = @me OR u.id = @me)');
  }
  const clause = `WHERE ${where.join(' AND ')}`;
  const total = (db.prepare(`${prefix} SELECT count(*) AS n ${FROM} ${clause}`).get(params) as { n: number })
    .n;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(page, lastPage);
  const data = db
    .prepare(`${prefix} ${SELECT} ${FROM} ${clause} ORDER BY u.id LIMIT @limit OFFSET @offset`)
    .all({ ...params, limit: perPage, offset: (current - 1) * perPage }) as EmployeeListRow[];
  return { data, meta: { current_page: current, last_page: lastPage, per_page: perPage, total } };
}
