import type { RoleId, User } from '@sakta/core';
import type { Db } from './db';

/**
 * The users table as the session sees it: login lookups, the active check, APCs, and the session user shape of
 * the login answer (spec part 1 section 3 "User").
 */

export const USER_STATUS = { active: 1, inactive: 2 } as const;

export interface UserRow {
  id: number;
  login: string;
  iin: string;
  password_hash: string;
  surname: string;
  name: string;
  patronymic: string | null;
  phone: string | null;
  email: string | null;
  birthday: string | null;
  role: RoleId;
  c_id: string | null;
  status: number;
  has_terminal: 0 | 1;
  created_at: string;
  /** Sessions that began before this moment (ms) are over: set by a password change or a phone change. */
  sessions_valid_after: number;
}

/** A user row without the password hash: what request handlers get to see. */
export type SessionUserRow = Omit<UserRow, 'password_hash'>;

const PUBLIC_COLUMNS =
  'id, login, iin, surname, name, patronymic, phone, email, birthday, role, c_id, status, has_terminal, created_at, sessions_valid_after';

/** With the hash: only the login check needs it. */
export function findUserForLogin(db: Db, iin: string): UserRow | undefined {
  return db.prepare(`SELECT ${PUBLIC_COLUMNS}, password_hash FROM users WHERE iin = ?`).get(iin) as
    UserRow | undefined;
}

export function findUserById(db: Db, id: number): SessionUserRow | undefined {
  return db.prepare(`SELECT ${PUBLIC_COLUMNS} FROM users WHERE id = ?`).get(id) as SessionUserRow | undefined;
}

export function hasApc(db: Db, userId: number, apc: string): boolean {
  return db.prepare('SELECT 1 FROM user_apcs WHERE user_id = ? AND apc = ?').get(userId, apc) !== undefined;
}

export function isActive(user: Pick<UserRow, 'status'>): boolean {
  return user.status === USER_STATUS.active;
}

/** The session user of the spec (part 1 section 3). */
export function toSessionUser(row: SessionUserRow, apc: string | null): User {
  return {
    id: row.id,
    login: row.login,
    surname: row.surname,
    name: row.name,
    patronymic: row.patronymic,
    iin: row.iin,
    phone: row.phone,
    email: row.email,
    birthday: row.birthday,
    role: row.role,
    c_id: row.c_id,
    apc,
    hasTerminal: row.has_terminal === 1,
  };
}

/** A new password hash; the sessions that began before `now` end with it (stolen tokens included). */
export function setPasswordHash(db: Db, userId: number, hash: string, now: number): void {
  db.prepare('UPDATE users SET password_hash = ?, sessions_valid_after = ? WHERE id = ?').run(
    hash,
    now,
    userId,
  );
}

/**
 * Ends the user's sessions that began before `now` (stolen tokens included), without touching the password: a
 * change of the phone the reset codes go to.
 */
export function endSessions(db: Db, userId: number, now: number): void {
  db.prepare('UPDATE users SET sessions_valid_after = ? WHERE id = ?').run(now, userId);
}
