import type { Config } from './config';
import type { Db } from './db';
import { DEMO_PASSWORD, DEMO_TERMINALS, DEMO_USERS } from './demo-users';
import { seedHome } from '../features/home/seed';
import { hashPassword } from './password';
import { seedTermination } from '../features/termination/seed';
import { seedAdminCatalogues } from '../features/admin/seed';
import { seedAvr } from '../features/avr/seed';
import { seedOrganisation } from '../features/organisation/seed';
import { seedVehicleRegister } from '../features/parties/seed-vehicles';
import { seedCasco } from '../features/casco/seed';
import { seedStateRegisterClients } from '../features/parties/seed-clients';
import { seedDrafts } from '../features/drafts/seed';
import { seedVerification } from '../features/ogpo/seed';
import { seedPodft } from '../features/podft/seed';
import { seedSupport } from '../features/support/seed';
import { seedTravel } from '../features/travel/seed';
import { seedPolicyVolume } from '../features/policies/seed-volume';

/**
 * The demo and test seed: the users and terminals of the demo logins, then each feature's seed (home, termination, organisation).
 * Idempotent and never run in production; the public pages' seed runs beside it (app.ts prepareDatabase).
 */

/** Hashes made in this process, by IIN and cost: each demo user is hashed at most once (tests open many databases). */
const hashCache = new Map<string, string>();

function demoHash(iin: string, n: number): string {
  const key = `${iin}:${n}`;
  let hash = hashCache.get(key);
  if (!hash) {
    hash = hashPassword(DEMO_PASSWORD, n);
    hashCache.set(key, hash);
  }
  return hash;
}

export interface SeedResult {
  usersAdded: number;
  terminalsAdded: number;
}

/**
 * Idempotent: adds the demo users (demo and test modes only) and terminals that are missing; never changes or
 * deletes existing rows, so a restart keeps what was changed through the app.
 */
export function seed(
  db: Db,
  config: Pick<Config, 'mode' | 'scryptN' | 'now'> & Partial<Pick<Config, 'seedPolicies'>>,
): SeedResult {
  const result: SeedResult = { usersAdded: 0, terminalsAdded: 0 };
  if (config.mode === 'production') return result;
  const exists = db.prepare('SELECT id FROM users WHERE iin = ?');
  const insertUser = db.prepare(`INSERT INTO users
    (login, iin, password_hash, surname, name, patronymic, phone, email, birthday, role, c_id, status, has_terminal)
    VALUES (@login, @iin, @password_hash, @surname, @name, @patronymic, @phone, @email, @birthday, @role, @c_id, 1, @has_terminal)`);
  const insertApc = db.prepare('INSERT OR IGNORE INTO user_apcs (user_id, apc) VALUES (?, ?)');
  const terminalExists = db.prepare('SELECT id FROM terminals WHERE terminal = ?');
  const insertTerminal = db.prepare(`INSERT INTO terminals (terminal, login, status, accountant_id, branch)
    VALUES (?, ?, ?, (SELECT id FROM users WHERE iin = ?), ?)`);

  const missing = DEMO_USERS.filter((u) => !exists.get(u.iin));
  // Hash outside the transaction (slow by design), write inside it.
  const hashes = new Map(missing.map((u) => [u.iin, demoHash(u.iin, config.scryptN)]));
  db.transaction(() => {
    for (const u of missing) {
      const info = insertUser.run({
        login: u.login,
        iin: u.iin,
        password_hash: hashes.get(u.iin),
        surname: u.surname,
        name: u.name,
        patronymic: u.patronymic,
        phone: u.phone,
        email: u.email,
        birthday: u.birthday,
        role: u.role,
        c_id: u.c_id,
        has_terminal: u.hasTerminal ? 1 : 0,
      });
      for (const apc of u.apcs) insertApc.run(info.lastInsertRowid, apc);
      result.usersAdded++;
    }
    for (const t of DEMO_TERMINALS) {
      if (terminalExists.get(t.terminal)) continue;
      insertTerminal.run(t.terminal, t.login, t.status, t.accountantIin, t.branch);
      result.terminalsAdded++;
    }
  })();
  // Home: agreements to confirm and yesterday's and today's contracts (needs the demo users above).
  seedHome(db, config);
  // Termination: OGPO policies to terminate and the termination history.
  seedTermination(db, config);
  // Admin catalogues: the products of the sale pages and the versions.
  seedAdminCatalogues(db, config);
  // АВР: the acts of the sale group's demo users.
  seedAvr(db, config);
  // Organisation: departments, where the demo users work, the terminals' merchant passwords.
  seedOrganisation(db);
  // OGPO: the state register's vehicles and driving licences.
  seedVehicleRegister(db);
  // Casco: the trucks, trailers and special machinery of the register (get-specialist-vehicle).
  seedCasco(db, config);
  // OGPO: the state register's clients and their consent rows (/kdp/{iin}).
  seedStateRegisterClients(db, config);
  // Drafts of the demo sellers (the drafts screen and the history panel).
  seedDrafts(db, config);
  // OGPO sale: the register's watchlist and the demo compliance records (verification outcomes).
  seedVerification(db, config);
  // The compliance review: records of past sales in every status.
  seedPodft(db, config);
  // Operator errors: the reported policies and their support requests (the support screen).
  seedSupport(db, config);
  // Travel: drafts and policies of the travel product (the travel page).
  seedTravel(db, config);
  // The register at an insurer's size (SAKTA_SEED_POLICIES): the policy list's benchmark.
  seedPolicyVolume(db, config, config.seedPolicies ?? 0);
  return result;
}
