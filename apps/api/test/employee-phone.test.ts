import { describe, expect, it } from 'vitest';
import { demo, get, makeApp, post } from './helpers';

/**
 * Issue 23 finding 2: the phone of an account is where its password-reset codes go. A moderator cannot change the
 * administrator's; a change by someone allowed ends the account's sessions and is written to the audit log with
 * the values masked.
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const idOf = (t: ReturnType<typeof makeApp>, role: Parameters<typeof demo>[0]) =>
  (t.db.prepare('SELECT id FROM users WHERE iin = ?').get(demo(role).iin) as { id: number }).id;

/** The record as the modal loads it (the administrator's view). */
async function loaded(t: ReturnType<typeof makeApp>, id: number) {
  const res = await post(t.app, '/api/branches/user-item', { id, isEdit: true }, auth(t.tokenFor(0)));
  expect(res.status).toBe(200);
  return (await res.json()) as { data: Record<string, unknown>; isDep: boolean };
}

async function save(
  t: ReturnType<typeof makeApp>,
  token: string,
  id: number,
  changes: Record<string, unknown>,
) {
  const { data, isDep } = await loaded(t, id);
  // the demo users have no terminal yet; the modal requires one
  const form = { ...data, terminal_id: data.terminal_id || 1, ...changes };
  return post(t.app, '/api/branches/create-user', { form, isEdit: true, id, isDep }, auth(token));
}

/** The digits of the phone the last password-reset code for `iin` went to. */
async function resetCodePhone(t: ReturnType<typeof makeApp>, iin: string) {
  const res = await post(t.app, '/api/reset-password', { iin });
  expect(res.status).toBe(200);
  const { sendPhone } = (await res.json()) as { sendPhone: string };
  const sent = t.db
    .prepare("SELECT phone FROM dev_sms_outbox WHERE purpose = 'reset' AND subject = ?")
    .get(iin) as { phone: string };
  return { sendPhone, phone: sent.phone };
}

const auditRows = (t: ReturnType<typeof makeApp>) =>
  t.db
    .prepare('SELECT actor_id, subject_id, field, old_value, new_value, at FROM audit_log ORDER BY id')
    .all();

describe("a change of an account's phone", () => {
  it("a moderator's change of the administrator's phone is refused; the reset code still goes to the old one", async () => {
    const t = makeApp();
    const adminId = idOf(t, 0);
    const res = await save(t, t.tokenFor(1), adminId, { phone: '+7(700) 666-6667' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ result: false });
    expect((await loaded(t, adminId)).data.phone).toBe(demo(0).phone);
    expect(auditRows(t)).toEqual([]);
    expect(await resetCodePhone(t, demo(0).iin)).toEqual({
      sendPhone: '+7(701) ***-**17',
      phone: '77013000017',
    });
  });

  it('by the administrator: ends the sessions of that account only, is audited masked, and moves the reset code', async () => {
    const t = makeApp();
    const moderatorId = idOf(t, 1);
    const oldToken = t.tokenFor(1);
    const otherToken = t.tokenFor(3);
    t.advance(60_000);
    const res = await save(t, t.tokenFor(0), moderatorId, { phone: '+7(700) 123-4567' });
    expect(await res.json()).toEqual({ result: true, message: 'Сотрудник сохранён' });

    const refused = await get(t.app, '/api/branches/index', oldToken);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ status: 'Token is Invalid' });
    expect((await get(t.app, '/api/branches/index', otherToken)).status).toBe(200);
    // a session begun after the change works
    expect((await get(t.app, '/api/branches/index', t.tokenFor(1))).status).toBe(200);

    expect(auditRows(t)).toEqual([
      {
        actor_id: idOf(t, 0),
        subject_id: moderatorId,
        field: 'phone',
        old_value: '+7(702) ***-**27',
        new_value: '+7(700) ***-**67',
        at: t.config.now(),
      },
    ]);
    expect(await resetCodePhone(t, demo(1).iin)).toEqual({
      sendPhone: '+7(700) ***-**67',
      phone: '77001234567',
    });
  });

  it('a moderator changes the phone of a reserve of its branch: the same ending and audit', async () => {
    const t = makeApp();
    const reserveId = idOf(t, 8);
    const oldToken = t.tokenFor(8, 'APC0097');
    t.advance(1_000);
    expect((await save(t, t.tokenFor(1), reserveId, { phone: '+7(701) 765-4321' })).status).toBe(200);
    expect(await (await get(t.app, '/api/branches/index', oldToken)).json()).toEqual({
      status: 'Token is Invalid',
    });
    expect(auditRows(t)).toEqual([
      expect.objectContaining({ actor_id: idOf(t, 1), field: 'phone', new_value: '+7(701) ***-**21' }),
    ]);
  });
});

describe('the audit log of staff records', () => {
  it('writes e-mail (masked), role and status changes; a save that changes none of them writes nothing', async () => {
    const t = makeApp();
    const managerId = idOf(t, 3);
    const token = t.tokenFor(3);
    t.advance(1_000);
    expect((await save(t, t.tokenFor(0), managerId, { patronymic: 'Другое' })).status).toBe(200);
    expect(auditRows(t)).toEqual([]);
    // no phone change: the sessions go on
    expect((await get(t.app, '/api/branches/index', token)).status).toBe(200);

    t.advance(1_000);
    const at = t.config.now();
    expect(
      (await save(t, t.tokenFor(0), managerId, { email: 'seitkali@bank.kz', role: 10, status: 2 })).status,
    ).toBe(200);
    expect(auditRows(t)).toEqual([
      {
        actor_id: idOf(t, 0),
        subject_id: managerId,
        field: 'email',
        old_value: 'd***@sakta.kz',
        new_value: 's***@bank.kz',
        at,
      },
      { actor_id: idOf(t, 0), subject_id: managerId, field: 'role', old_value: '3', new_value: '10', at },
      { actor_id: idOf(t, 0), subject_id: managerId, field: 'status', old_value: '1', new_value: '2', at },
    ]);
  });
});
