import { describe, expect, it } from 'vitest';
import { operatorErrorsEndpoint } from '@sakta/core';
import { DEMO_REGISTER_CLIENTS } from '../src/features/parties/seed-clients-data';
import { SEED_OPERATOR_ERRORS } from '../src/features/support/seed-data';
import { get, makeApp } from './helpers';

/**
 * Issue 44 item 10: the demo data agrees with the demo state register (parties/seed-clients-data.ts). A policy, a
 * draft or a compliance record of the seeds whose insurer's IIN/BIN the register holds carries the register's name
 * for it (a person's surname, name and patronymic; a legal entity's title), so no screen shows a client under a
 * name the register gives another IIN.
 */

const REGISTER_NAMES = new Map(
  DEMO_REGISTER_CLIENTS.filter((c) => c.iin).map((c) => [
    c.iin!,
    c.kind === 'legal' ? c.title! : [c.surname, c.name, c.patronymic].filter(Boolean).join(' '),
  ]),
);

/** Rows of [IIN, name] whose IIN the register holds under another name. */
const disagreeing = (rows: { iin: string | null; title: string | null }[]) =>
  rows.filter((r) => r.iin && REGISTER_NAMES.has(r.iin) && REGISTER_NAMES.get(r.iin) !== r.title);

describe('the demo seeds and the state register', () => {
  it("every seeded policy, draft and client's compliance record names a register client by the register's name", () => {
    const { db } = makeApp();
    const policies = db
      .prepare("SELECT insurer_iin AS iin, json_extract(insurer, '$.title') AS title FROM policies")
      .all() as { iin: string | null; title: string | null }[];
    const drafts = db.prepare('SELECT insurer_document AS iin, insurer_title AS title FROM drafts').all() as {
      iin: string | null;
      title: string | null;
    }[];
    const records = db.prepare('SELECT document AS iin, title FROM podft_records WHERE entity = 0').all() as {
      iin: string | null;
      title: string | null;
    }[];
    // the seeds do sell to register clients: the check is not empty
    expect(policies.filter((r) => r.iin && REGISTER_NAMES.has(r.iin)).length).toBeGreaterThan(0);
    expect(disagreeing(policies)).toEqual([]);
    expect(disagreeing(drafts)).toEqual([]);
    expect(disagreeing(records)).toEqual([]);
  });

  it('the support list shows the insurers of the operator-error requests by their register names', async () => {
    const t = makeApp();
    const res = await get(t.app, '/api/support/policy/get-operator-errors', t.tokenFor(9));
    const { data } = operatorErrorsEndpoint.response.parse(await res.json());
    const iinOf = new Map(SEED_OPERATOR_ERRORS.map((s) => [s.number, s.insurer.iin]));
    const shown = data.map((r) => ({
      iin: (r.policy.number && iinOf.get(r.policy.number)) || null,
      title: r.policy.insurer.title,
    }));
    expect(shown.length).toBeGreaterThan(0);
    expect(disagreeing(shown)).toEqual([]);
    expect(shown.find((r) => r.iin === '150340001008')?.title).toBe('ТОО «Дала Логистик»');
  });

  it("the operator-error seeds give a register client the register's phone too", () => {
    const phones = new Map(DEMO_REGISTER_CLIENTS.filter((c) => c.iin).map((c) => [c.iin!, c.phone]));
    const known = SEED_OPERATOR_ERRORS.filter((s) => phones.has(s.insurer.iin));
    expect(known.length).toBeGreaterThan(0);
    for (const s of known) expect(s.insurer.phone, s.number).toBe(phones.get(s.insurer.iin));
  });
});
