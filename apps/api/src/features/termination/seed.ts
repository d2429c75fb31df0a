import { RETURN_TYPE, kbeFor, validateIban, type TerminationRequest } from '@sakta/core';
import { DAY_MS, formatAlmaty } from '../../services/almaty';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { DEMO_OGPO_POLICIES, clientTitle, type DemoOgpoPolicy } from './demo-termination';
import { findPolicy } from './repo';
import { terminationInput } from './document';
import { calculateRefund, policyDates } from './refund';
import { terminationSpec } from '../../services/pdf/documents';

/**
 * The termination seed (demo and test modes): demo-termination.ts's policies and history written into the
 * database, each history row with its application rendered from the same input as a real termination.
 */

export interface TerminationSeedResult {
  policiesAdded: number;
  historyAdded: number;
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
  const insertPolicy = db.prepare(`INSERT OR IGNORE INTO ogpo_policies
    (number, client_title, client_surname, client_name, client_patronymic, client_iin, client_person,
     client_resident, client_birthday, client_phone, vehicle_plate, premium, date_from, date_to, status_code,
     created_at)
    VALUES (@number, @title, @surname, @name, @patronymic, @iin, @person, @resident, @birthday, @phone, @vehicle,
     @premium, @date_from, @date_to, @status, @created_at)`);
  const insertHistory = db.prepare(`INSERT INTO termination_history
    (policy_id, reason, refund, commission, signin_type, return_type, spec, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);

  db.transaction(() => {
    for (const p of DEMO_OGPO_POLICIES) {
      const c = p.client;
      const dates = policyDates(p, now);
      // Issued a week before cover starts (or today, for one starting within the week), at 11:00 Almaty.
      const createdDay = Math.min(p.startDay - 7, 0);
      const created = now + createdDay * DAY_MS;
      const info = insertPolicy.run({
        number: p.number,
        title: clientTitle(c),
        surname: c.surname ?? null,
        name: c.name ?? null,
        patronymic: c.patronymic ?? null,
        iin: c.iin,
        person: c.person,
        resident: c.resident ? 1 : 0,
        birthday: c.birthday ?? null,
        phone: c.phone,
        vehicle: p.vehicle,
        premium: p.premium,
        ...dates,
        status: p.status,
        created_at: `${formatAlmaty(created).slice(0, 10)} 11:00:00`,
      });
      if (!info.changes) continue;
      result.policiesAdded++;
      const t = p.terminated;
      if (!t) continue;
      const row = findPolicy(db, p.number);
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
        formatAlmaty(at),
      );
      result.historyAdded++;
    }
  })();
  return result;
}
