import type { EmployeeForm } from '@sakta/core';
import type { Db } from '../../platform/db';
import { maskPhone } from '../../services/sms';

/**
 * The audit log of staff records (migrations/016_audit_log.sql): a save of the employee modal writes one row per
 * audited field it changed (the phone, where password-reset codes go; the e-mail; the role and the status, which
 * decide what the account reaches), with the old and new values as an auditor may read them: a phone or an e-mail
 * masked, a role or a status as its number.
 */

export const AUDITED_FIELDS = ['phone', 'email', 'role', 'status'] as const satisfies (keyof EmployeeForm)[];
type AuditedField = (typeof AUDITED_FIELDS)[number];

/** 'aigerim@mail.kz' -> 'a***@mail.kz'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}

function shown(field: AuditedField, value: string | number | null): string | null {
  if (value === null || value === '') return null;
  if (field === 'phone') return maskPhone(String(value));
  if (field === 'email') return maskEmail(String(value));
  return String(value);
}

type AuditedValues = Pick<EmployeeForm, AuditedField>;

/** Writes the audited changes from `before` to `after` of `subjectId`'s record, made by `actorId` at `at`. */
export function auditEmployeeChanges(
  db: Db,
  change: { actorId: number; subjectId: number; at: number },
  before: AuditedValues,
  after: AuditedValues,
): AuditedField[] {
  const changed = AUDITED_FIELDS.filter((f) => before[f] !== after[f]);
  const insert = db.prepare(
    `INSERT INTO audit_log (at, actor_id, subject_id, field, old_value, new_value)
     VALUES (@at, @actorId, @subjectId, @field, @old, @new)`,
  );
  for (const field of changed)
    insert.run({ ...change, field, old: shown(field, before[field]), new: shown(field, after[field]) });
  return changed;
}
