import type { StaffMember } from '@sakta/core/ogpo';
import type { Db } from '../../platform/db';

/**
 * The sellers of a sale's contract panel, whatever the product (spec part 2 section 7.1 dictionaries/order/*): managers are the active
 * employees of roles 3 (manager) and 10 (main manager); the agents of a manager are the active agents and sub-agents
 * (roles 4, 5) linked to that manager or attached to the manager's branch.
 */

const TITLE = "trim(surname || ' ' || name || coalesce(' ' || patronymic, ''))";

/** The managers, those of the asking user's branch first (a reserve seller takes the first one). */
export function orderManagers(db: Db, userId: number): StaffMember[] {
  return db
    .prepare(
      `SELECT id, ${TITLE} AS title FROM users
       WHERE role IN (3, 10) AND status = 1 AND deleted_at IS NULL
       ORDER BY (parent_id IS NOT NULL AND parent_id = (SELECT parent_id FROM users WHERE id = ?)) DESC,
                surname, name, id`,
    )
    .all(userId) as StaffMember[];
}

export function isOrderManager(db: Db, id: number): boolean {
  return (
    db
      .prepare('SELECT 1 FROM users WHERE id = ? AND role IN (3, 10) AND status = 1 AND deleted_at IS NULL')
      .get(id) !== undefined
  );
}

/** The agents of a manager: linked to them, or in their branch; legal-entity agents (companies) first. */
export function orderAgents(db: Db, managerId: number): StaffMember[] {
  return db
    .prepare(
      `SELECT id, ${TITLE} AS title FROM users
       WHERE role IN (4, 5) AND status = 1 AND deleted_at IS NULL
         AND (manager_id = @m OR (parent_id IS NOT NULL AND parent_id = (SELECT parent_id FROM users WHERE id = @m)))
       ORDER BY person ASC, surname, name, id`,
    )
    .all({ m: managerId }) as StaffMember[];
}

/** An agent who is a company (a legal-entity agent) sells as that company. */
export function isCompanyAgent(db: Db, userId: number): boolean {
  const row = db.prepare('SELECT role, person FROM users WHERE id = ?').get(userId) as
    { role: number; person: number } | undefined;
  return row?.role === 4 && row.person === 0;
}
