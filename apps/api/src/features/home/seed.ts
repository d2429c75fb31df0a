import { productName } from '@sakta/core';
import { DAY_MS, almatyDate, almatyDayStart } from '../../services/almaty';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { DEMO_USERS } from '../../platform/demo-users';
import { seedAgreementSpec } from './seed-agreements';
import {
  PARTIES,
  SEED_AGREEMENTS,
  SEED_POLICIES,
  VEHICLES,
  seedConfirmerStatus,
  type SeedDay,
  type SeedPolicy,
} from './seed-data';

/**
 * The home seed (demo and test modes): the agreements of seed-data.ts with their confirmers (the demo users
 * of the listed roles) and PDFs, and the contracts of yesterday and today relative to the moment of seeding, for
 * the admin start page and dashboard. Idempotent: rows with the seed's ids are never added twice or changed, and
 * an agreement's confirmers are only added with the agreement (an admin's later changes survive a restart).
 */

export { HOME_SEED } from './seed-data';

export interface HomeSeedResult {
  agreementsAdded: number;
  confirmersAdded: number;
  policiesAdded: number;
}

/** The moments the seeded contracts were created and last updated: spread over their Almaty day, never after now. */
export function seedPolicyTimes(now: number): Map<number, { created: number; updated: number }> {
  const today = almatyDayStart(now);
  const spans: Record<SeedDay, [number, number]> = {
    yesterday: [today - DAY_MS, today],
    today: [today, now],
  };
  const times = new Map<number, { created: number; updated: number }>();
  for (const day of ['yesterday', 'today'] as const) {
    const list = SEED_POLICIES.filter((p) => p.day === day);
    const [start, end] = spans[day];
    list.forEach((p, i) => {
      const created = start + Math.floor(((end - start) * (i + 1)) / (list.length + 1) / 1000) * 1000;
      const later = Math.min(10 * 60 * 1000, Math.floor((end - created) / 2 / 1000) * 1000);
      times.set(p.id, { created, updated: created + later });
    });
  }
  return times;
}

/** 'YYYY-MM-DD' + n days */
function plusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function period(p: SeedPolicy, created: number): { from: string; to: string } {
  const from = almatyDate(created, 1);
  if (p.productType === 2) return { from, to: plusDays(from, 14) };
  const to = plusDays(`${Number(from.slice(0, 4)) + 1}${from.slice(4)}`, -1);
  return { from, to };
}

const partyJson = (key: keyof typeof PARTIES) => ({ ...PARTIES[key] });

/** The sale form's draft (spec part 2 sections 3.1-3.4) and the contract as sent, for the policy modal's tabs. */
function draftAndPolicy(p: SeedPolicy, created: number, creatorLogin: string | null) {
  const insurer = PARTIES[p.insurer];
  const vehicles = (p.vehicles ?? []).map((k) => VEHICLES[k]);
  const { from, to } = period(p, created);
  const isOgpo = p.product === 'OGPO_WEB_EA';
  const client = (key: keyof typeof PARTIES) => {
    const c = PARTIES[key];
    return {
      title: c.title,
      iin: c.iin,
      filter: { resident: c.resident ?? true, person: c.person, verify: c.resident ?? true },
      economics_sector_id: c.person === 2 ? 7 : 10,
      country_id: c.resident === false ? 2 : 1,
      ...(c.person === 1
        ? { driver: { age: 1, experience: 1, pensioner: false, age_experience_id: 4 } }
        : {}),
    };
  };
  const draft: Record<string, unknown> = {
    product: p.product,
    ...(isOgpo ? { product_type: p.productType ?? 1 } : {}),
    number: `DRAFT-${p.id}`,
    insurer: client(p.insurer),
    insureds: p.insureds.map(client),
    ...(p.beneficiary ? { beneficiary: client(p.beneficiary) } : {}),
    ...(isOgpo
      ? { vehicle: vehicles.map((v) => ({ ...v, verify: insurer.resident !== false })) }
      : vehicles.length
        ? { vehicles: vehicles.map((v) => ({ ...v, cost: (v as { amount?: number }).amount ?? 0 })) }
        : {}),
    ...(p.object ? { objects: [p.object] } : {}),
    treaty: { date: from, term: p.productType === 2 ? null : 12 },
    isDrive: p.insureds.includes(p.insurer),
    premium: p.premium,
    hasCalc: true,
    hasVerify: p.status !== 0 || p.paymentType === 1,
    hasSave: true,
    hasPaid: p.status === 1 || p.status === 8,
    isEpay: p.paymentType === 1,
    manager: creatorLogin,
  };
  const policy: Record<string, unknown> = {
    id: p.id,
    global_id: p.globalId ?? null,
    product: { code: p.product, title: productName(p.product, null) },
    ...(isOgpo ? { product_type: p.productType ?? 1 } : {}),
    date_from: from,
    date_to: to,
    premium: p.premium,
    payment_type: p.paymentType,
    insurer: { ...insurer },
    insureds: p.insureds.map(partyJson),
    vehicles: vehicles.map((v) => ({ ...v })),
    ...(p.object ? { object: p.object } : {}),
    ...(p.beneficiary ? { beneficiary: partyJson(p.beneficiary) } : {}),
    status: p.status,
    ...(p.error ? { settings: { error: p.error } } : {}),
  };
  return { draft, policy, from, to };
}

export function seedHome(db: Db, config: Pick<Config, 'mode' | 'now'>): HomeSeedResult {
  const result: HomeSeedResult = { agreementsAdded: 0, confirmersAdded: 0, policiesAdded: 0 };
  if (config.mode === 'production') return result;
  const now = config.now();
  const userOf = db.prepare('SELECT id, login FROM users WHERE iin = ?');
  const demoUser = new Map(
    DEMO_USERS.map((u) => [u.role, userOf.get(u.iin) as { id: number; login: string } | undefined]),
  );
  const insertAgreement = db.prepare(`INSERT OR IGNORE INTO agreements
    (id, title, description, spec, status, created_at) VALUES (?, ?, ?, ?, ?, ?)`);
  const insertConfirmer = db.prepare(`INSERT OR IGNORE INTO agreement_confirmers
    (agreement_id, user_id, status, sent_at, confirmed_at) VALUES (?, ?, ?, ?, ?)`);
  const insertPolicy = db.prepare(`INSERT OR IGNORE INTO policies
    (id, global_id, product_code, product_title, product_type, premium, status, error_type, error, payment_type,
     creator_id, draft, policy, insurer, vehicles, object, insureds, beneficiary, date_from, date_to, created_at,
     updated_at)
    VALUES (@id, @global_id, @product_code, @product_title, @product_type, @premium, @status, @error_type, @error,
     @payment_type, @creator_id, @draft, @policy, @insurer, @vehicles, @object, @insureds, @beneficiary,
     @date_from, @date_to, @created_at, @updated_at)`);
  const times = seedPolicyTimes(now);

  db.transaction(() => {
    for (const a of SEED_AGREEMENTS) {
      const created = now - a.ageDays * DAY_MS;
      const info = insertAgreement.run(
        a.id,
        a.title,
        a.description,
        JSON.stringify(seedAgreementSpec(a, created)),
        a.status,
        created,
      );
      if (!info.changes) continue;
      result.agreementsAdded++;
      for (const [role, user] of demoUser) {
        const status = seedConfirmerStatus(a, role);
        if (status === null || !user) continue;
        const sent = created + 60 * 60 * 1000;
        result.confirmersAdded += insertConfirmer.run(
          a.id,
          user.id,
          status,
          sent,
          status === 2 ? sent : null,
        ).changes;
      }
    }
    for (const p of SEED_POLICIES) {
      const t = times.get(p.id);
      if (!t) continue;
      const creator = demoUser.get(p.creatorRole) ?? null;
      const { draft, policy, from, to } = draftAndPolicy(p, t.created, creator?.login ?? null);
      result.policiesAdded += insertPolicy.run({
        id: p.id,
        global_id: p.globalId ?? null,
        product_code: p.product,
        product_title: productName(p.product, null),
        product_type: p.productType ?? null,
        premium: p.premium,
        status: p.status,
        error_type: p.errorType ?? null,
        error: p.error ?? null,
        payment_type: p.paymentType,
        creator_id: creator?.id ?? null,
        draft: JSON.stringify(draft),
        policy: JSON.stringify(policy),
        insurer: JSON.stringify(partyJson(p.insurer)),
        vehicles: JSON.stringify((p.vehicles ?? []).map((k) => VEHICLES[k])),
        object: p.object ? JSON.stringify(p.object) : null,
        insureds: JSON.stringify(p.insureds.map(partyJson)),
        beneficiary: p.beneficiary ? JSON.stringify(partyJson(p.beneficiary)) : null,
        date_from: from,
        date_to: to,
        created_at: t.created,
        updated_at: t.updated,
      }).changes;
    }
    redateSeededPolicies(db, times, now);
  })();
  return result;
}

/**
 * On a database seeded on an earlier day, the seeded contracts move to yesterday and today again (their creation
 * and update times only), so the charts and the dashboard of a long-lived demo keep showing them.
 */
function redateSeededPolicies(
  db: Db,
  times: Map<number, { created: number; updated: number }>,
  now: number,
): void {
  const today = almatyDayStart(now);
  const find = db.prepare('SELECT created_at FROM policies WHERE id = ?');
  const update = db.prepare(
    'UPDATE policies SET created_at = ?, updated_at = ? WHERE id = ? AND created_at < ?',
  );
  for (const [id, t] of times) {
    const row = find.get(id) as { created_at: number } | undefined;
    if (row && almatyDayStart(t.created) !== almatyDayStart(row.created_at) && row.created_at < today)
      update.run(t.created, t.updated, id, today);
  }
}
