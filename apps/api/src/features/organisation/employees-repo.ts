import type { Db } from '../../platform/db';
import { scopeSql, type EmployeeScope } from '../../services/employee-scope';

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

export function employeesPage(
  db: Db,
  q: EmployeeQuery,
  scope: EmployeeScope,
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
  const inScope = scopeSql(scope);
  const prefix = inScope?.prefix ?? '';
  if (inScope) {
    Object.assign(params, inScope.params);
    where.push(inScope.condition);
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
