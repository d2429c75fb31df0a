import { RETURN_TYPE, kbeFor, validateIban, type RoleId, type TerminationRequest } from '@sakta/core';
import { DAY_MS, almatyDate, formatAlmaty } from '../../services/almaty';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { DEMO_USERS } from '../../platform/demo-users';
import { DEMO_OGPO_POLICIES, clientTitle, type DemoOgpoPolicy } from './demo-termination';
import { findPolicy } from './repo';
import { terminationInput } from './document';
import { calculateRefund, policyDates } from '../../services/policy-register/refund';
import { terminationSpec } from '../../services/pdf/documents';

/**
 * The termination seed (demo and test modes): demo-termination.ts's policies and history written into the
 * database, each history row with its application rendered from the same input as a real termination.
 */

export interface TerminationSeedResult {
  policiesAdded: number;
  historyAdded: number;
}

/** The IIN of the demo user of a role (the seeded terminations' owners). */
function demoIin(role: RoleId): string {
  const user = DEMO_USERS.find((u) => u.role === role);
  if (!user) throw new Error(`seed: no demo user of role ${role}`);
  return user.iin;
}

/** The ulid-less request of a seeded termination, for its application PDF. */
function seededRequest(p: DemoOgpoPolicy, refund: number, commission: number): TerminationRequest {
  const t = p.terminated;
  if (!t) throw new Error(`${p.number} is not terminated`);
  const c = p.client;
  const beneficiary = t.beneficiary ?? {
    iin: c.iin,
    surname: c.surname ?? clientTitle(c),
    name: c.name ?? '',
    patronymic: c.patronymic ?? '',
  };
  const check = t.iban ? validateIban(t.iban) : null;
  const bank = check?.ok ? check.bank : null;
  return {
    ulid: '00000000000000000000000000',
    returnType: t.returnType,
    signinType: t.signinType,
    rescindingReason: t.reason,
    refund,
    commission,
    beneficiary,
    bank:
      t.returnType === RETURN_TYPE.card && t.iban && bank
        ? { iik: t.iban, bik: bank.bik, name: bank.name, kbe: kbeFor(c) }
        : { iik: '', bik: '', name: '', kbe: '' },
    otp: { phone: t.signinType === 1 ? c.phone : '', code: '' },
  };
}

/**
 * Idempotent, demo and test modes only: adds the OGPO policies of demo-termination.ts that are missing (by
 * number) and, for a terminated one added now, its history row with the application as a PdfSpec (rendered when
 * the history is first asked for). Dates are relative to config.now(); existing rows never change, so a policy
 * terminated through the app stays terminated across restarts.
 */
export function seedTermination(db: Db, config: Pick<Config, 'mode' | 'now'>): TerminationSeedResult {
  const result: TerminationSeedResult = { policiesAdded: 0, historyAdded: 0 };
  if (config.mode === 'production') return result;
  const now = config.now();
  const insertPolicy = db.prepare(`INSERT OR IGNORE INTO policies
    (number, global_id, product_code, product_title, product_type, premium, status, payment_type, insurer,
     vehicles, insureds, date_from, date_to, created_at, updated_at, terminated_at)
    VALUES (@number, @global_id, 'OGPO_WEB_EA', 'ОГПО ВТС', 1, @premium, @status, 0, @insurer, @vehicles,
     @insureds, @date_from, @date_to, @created_at, @created_at, @terminated_at)`);
  const insertHistory = db.prepare(`INSERT INTO termination_history
    (policy_id, reason, refund, commission, signin_type, return_type, spec, user_id, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, (SELECT id FROM users WHERE iin = ?), ?)`);

  db.transaction(() => {
    for (const p of DEMO_OGPO_POLICIES) {
      const c = p.client;
      const dates = policyDates(p, now);
      // Issued a week before cover starts (at the latest two days ago: the dashboard's yesterday and today are
      // the home seed's), at 11:00 Almaty.
      const createdDay = Math.min(p.startDay - 7, -2);
      const created = Date.parse(`${almatyDate(now, createdDay)}T11:00:00+05:00`);
      const insurer = {
        title: clientTitle(c),
        iin: c.iin,
        person: c.person,
        resident: c.resident,
        surname: c.surname ?? null,
        name: c.name ?? null,
        patronymic: c.patronymic ?? null,
        birthday: c.birthday ?? null,
        phone: c.phone,
      };
      const info = insertPolicy.run({
        number: p.number,
        // 'Новый' (1) is a policy not issued yet: no global number, register status 0.
        global_id: p.status === 1 ? null : p.number,
        status: p.status === 1 ? 0 : 1,
        premium: p.premium,
        insurer: JSON.stringify(insurer),
        vehicles: JSON.stringify([{ number: p.vehicle, mark: '', model: '', color: null, year: null }]),
        insureds: c.person === 1 ? JSON.stringify([{ title: insurer.title, iin: c.iin, person: 1 }]) : '[]',
        ...dates,
        created_at: created,
        terminated_at: p.terminated ? now + p.terminated.day * DAY_MS : null,
      });
      if (!info.changes) continue;
      result.policiesAdded++;
      const t = p.terminated;
      if (!t) continue;
      const row = findPolicy(db, p.number, almatyDate(now));
      if (!row) throw new Error(`seed: policy ${p.number} not stored`);
      const at = now + t.day * DAY_MS;
      const figures = calculateRefund(row, formatAlmaty(at).slice(0, 10));
      const request = seededRequest(p, figures.refund, figures.commission);
      const spec = terminationSpec(terminationInput(row, request, at));
      insertHistory.run(
        row.id,
        t.reason,
        figures.refund,
        figures.commission,
        t.signinType,
        t.returnType,
        JSON.stringify(spec),
        demoIin(t.by),
        formatAlmaty(at),
      );
      result.historyAdded++;
    }
  })();
  return result;
}
