import { ROLE, type RoleId } from '@sakta/core';
import { signToken } from '../../src/platform/token';
import { makeApp } from '../helpers';

/**
 * The ownership tests' world: the seeded sandbox plus users made on demand, each in a department of its own, so
 * no two of them share a branch or an employee list, and none shares one with the demo users.
 */

export interface WorldUser {
  id: number;
  role: RoleId;
  iin: string;
  /** The APC of a reserve user (role 8 sells only with one), or null. */
  apc: string | null;
  token: string;
}

export type World = ReturnType<typeof ownershipWorld>;

export function ownershipWorld() {
  const t = makeApp();
  let next = 1;
  const { db, config } = t;

  /** A new active user of the role, with a terminal, in a new department (and with an APC for role 8). */
  function user(role: RoleId, options: { apc?: string | null; department?: number } = {}): WorldUser {
    const n = next++;
    const iin = `77${String(n).padStart(10, '0')}`;
    const department =
      options.department ??
      Number(
        db
          .prepare(`INSERT INTO departments (hash, title, status, type) VALUES (?, ?, 1, 2)`)
          .run(`ownership-${n}`, `Филиал проверки ${n}`).lastInsertRowid,
      );
    const id = Number(
      db
        .prepare(
          `INSERT INTO users (login, iin, password_hash, surname, name, phone, role, status, has_terminal, parent_id,
             terminal_id)
           VALUES (@iin, @iin, '!', 'Проверка', @name, @phone, @role, 1, 1, @department,
             (SELECT id FROM terminals WHERE status = 1 ORDER BY id LIMIT 1))`,
        )
        .run({
          iin,
          name: `Пользователь${n}`,
          phone: `+7(701) 000-${String(n).padStart(4, '0')}`,
          role,
          department,
        }).lastInsertRowid,
    );
    const apc = options.apc !== undefined ? options.apc : role === ROLE.reserve ? `APCW${n}` : null;
    if (apc) db.prepare('INSERT INTO user_apcs (user_id, apc) VALUES (?, ?)').run(id, apc);
    const token = signToken({ sub: id, role, apc }, config.tokenSecret, config.tokenTtl, config.now()).token;
    return { id, role, iin, apc, token };
  }

  const admin = user(ROLE.admin);

  /** The headers of a call made by `u` (bearer token, and the APC header the SPA sends). */
  function headers(u: WorldUser): Record<string, string> {
    return { Authorization: `Bearer ${u.token}`, ...(u.apc ? { apc: u.apc } : {}) };
  }

  function request(u: WorldUser, method: string, path: string, body?: unknown): Promise<Response> {
    return Promise.resolve(
      t.app.request(path, {
        method,
        headers: { ...headers(u), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
  }

  return { ...t, user, admin, headers, request };
}
