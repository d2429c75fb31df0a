import { describe, expect, it } from 'vitest';
import {
  CodeSentSchema,
  DocumentAnswerSchema,
  MyAgreementsSchema,
  ROLE_IDS,
  ResultTrueSchema,
  type RoleId,
} from '@sakta/core';
import { CODE_TTL_SECONDS } from '../src/services/sms';
import { prepareDatabase } from '../src/platform/app';
import { testConfig } from '../src/platform/config';
import { SEED_AGREEMENTS, agreementsForRole, seedPendingAgreements } from '../src/features/home/seed-data';
import { seedHome } from '../src/features/home/seed';
import { lastDevCode } from '../src/features/dev/outbox';
import { demo, get, makeApp, post, type TestApp } from './helpers';
import { fromBase64, pdfText } from './pdf-text';

/** Agreements every user confirms from the home page with an SMS code (spec part 1 sections 2, 3, 4, 7, 9). */

const NOT_FOUND = { result: false, message: 'Соглашение не найдено' };
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

function userId(db: ReturnType<typeof makeApp>['db'], role: RoleId): number {
  return (db.prepare('SELECT id FROM users WHERE iin = ?').get(demo(role).iin) as { id: number }).id;
}

async function list(app: TestApp, token: string) {
  const res = await get(app, '/api/agreement/my-agreements', token);
  expect(res.status).toBe(200);
  return MyAgreementsSchema.parse(await res.json()).data;
}

const other = (code: string) => (code === '1111' ? '2222' : '1111');

describe('GET /api/agreement/my-agreements', () => {
  it("lists, for every role, the user's active agreements still waiting (status 0 or 1), newest first, without documents", async () => {
    const { app, tokenFor } = makeApp();
    for (const role of ROLE_IDS) {
      const data = await list(app, tokenFor(role));
      const expected = seedPendingAgreements(role);
      expect(
        data.map((a) => a.id),
        `role ${role}`,
      ).toEqual(expected.map((a) => a.id));
      expect(data.length, `role ${role}`).toBeGreaterThanOrEqual(2);
      expect(data.map((a) => a.title)).toEqual(expected.map((a) => a.title));
      // Never listed: the inactive agreement (9) and the one every user has already agreed to (10).
      expect(data.map((a) => a.id)).not.toContain(9);
      expect(data.map((a) => a.id)).not.toContain(10);
      const created = data.map((a) => a.created);
      expect(created).toEqual([...created].sort().reverse());
      for (const a of data) expect(a.created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      // A list carries what its rows show: the PDF comes from my-agreement-document/{id}.
      for (const a of data)
        expect(Object.keys(a).sort()).toEqual(['created', 'description', 'id', 'status', 'title']);
    }
  });

  it('shows the not-agreed status (1) as it is, and who sees which agreement follows the roles', async () => {
    const { app, tokenFor } = makeApp();
    const agent = await list(app, tokenFor(4));
    expect(agent.find((a) => a.id === 2)?.status).toBe(1);
    expect(agent.find((a) => a.id === 1)?.status).toBe(0);
    const drm = await list(app, tokenFor(6));
    expect(drm.map((a) => a.title)).toContain('Памятка сотрудника ДРМ ПОДФТ');
    expect(drm.map((a) => a.title)).not.toContain('Регламент работы с ОГПО ВТС');
    const manager = await list(app, tokenFor(3));
    expect(manager.map((a) => a.title)).toContain('Регламент работы с ОГПО ВТС');
    expect(manager.map((a) => a.title)).not.toContain('Памятка сотрудника ДРМ ПОДФТ');
  });

  it('each document, fetched when opened, is a real PDF with the agreement in Cyrillic text', async () => {
    const { app, tokenFor } = makeApp();
    const data = await list(app, tokenFor(0));
    const podft = data.find((a) => a.title === 'Положение о ПОДФТ');
    expect(podft?.description).toMatch(/^Положение о противодействии легализации/);
    const documentOf = async (id: number) => {
      const res = await get(app, `/api/agreement/my-agreement-document/${id}`, tokenFor(0));
      expect(res.status).toBe(200);
      return DocumentAnswerSchema.parse(await res.json()).document;
    };
    const document = await documentOf(podft!.id);
    const text = await pdfText(fromBase64(document));
    expect(text.title).toBe('Положение о ПОДФТ');
    expect(text.flat).toContain('Положение о ПОДФТ');
    expect(text.flat).toContain('Надлежащая проверка клиентов');
    expect(text.flat).toContain('АО «Sakta Insurance»');
    // A second call answers the stored PDF: the same bytes.
    expect(await documentOf(podft!.id)).toBe(document);
    // Only the caller's own pending agreements: another user's, an unknown or a malformed id is not found.
    const manager = await list(app, tokenFor(3));
    const notMine = data.find((a) => !manager.some((m) => m.id === a.id));
    for (const path of [`/${notMine!.id}`, '/9999', '/abc'] as const) {
      const res = await get(app, `/api/agreement/my-agreement-document${path}`, tokenFor(3));
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
    }
    expect((await get(app, `/api/agreement/my-agreement-document/${podft!.id}`)).status).toBe(401);
  });

  it('needs a session', async () => {
    const { app } = makeApp();
    const res = await get(app, '/api/agreement/my-agreements');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ status: 'Token is Invalid' });
  });
});

describe('confirming an agreement with the SMS code', () => {
  it('open, send the code to the caller (masked phone), confirm: the agreement leaves the list', async () => {
    const { app, db, tokenFor } = makeApp();
    const role = 3;
    const { confirm } = agreementsForRole(role);
    const token = tokenFor(role);
    const uid = userId(db, role);

    const opened = await get(app, `/api/agreement/my-agreement-check/${confirm.id}`, token);
    expect(opened.status).toBe(200);
    expect(ResultTrueSchema.parse(await opened.json())).toEqual({ result: true });
    const confirmer = () =>
      db
        .prepare(
          'SELECT status, opened_at, confirmed_at FROM agreement_confirmers WHERE agreement_id = ? AND user_id = ?',
        )
        .get(confirm.id, uid) as { status: number; opened_at: number | null; confirmed_at: number | null };
    expect(confirmer()).toMatchObject({ status: 0, confirmed_at: null });
    expect(confirmer().opened_at).toEqual(expect.any(Number));

    const sent = await get(app, `/api/agreement/my-agreement-send-otp/${confirm.id}`, token);
    expect(sent.status).toBe(200);
    expect(CodeSentSchema.parse(await sent.json())).toEqual({
      result: true,
      message: 'Код подтверждения отправлен',
      sendPhone: '+7(707) ***-**47',
    });
    const sms = lastDevCode(db, { subject: `${confirm.id}:${uid}`, purpose: 'agreement' });
    expect(sms?.phone).toBe(demo(role).phone);
    // issue 30 item 9: asked again within the resend window, the code already sent stays and the answer says so
    const again = await get(app, `/api/agreement/my-agreement-send-otp/${confirm.id}`, token);
    expect(again.status).toBe(429);
    expect(again.headers.get('Retry-After')).toBe('60');
    expect(again.headers.get('X-Code-Sent')).toBe('1');

    const ok = await post(
      app,
      '/api/agreement/my-agreement-check/verify',
      { id: confirm.id, code: sms!.code },
      auth(token),
    );
    expect(ok.status).toBe(200);
    expect(ResultTrueSchema.parse(await ok.json())).toEqual({
      result: true,
      message: 'Соглашение подтверждено',
    });
    expect(confirmer()).toMatchObject({ status: 2, confirmed_at: expect.any(Number) });

    const after = await list(app, token);
    expect(after.map((a) => a.id)).not.toContain(confirm.id);
    expect(after).toHaveLength(seedPendingAgreements(role).length - 1);
    // Only this user's confirmation: the others still have it.
    expect((await list(app, tokenFor(0))).map((a) => a.id)).toContain(confirm.id);

    // Confirming twice is not an error; asking for a code or opening it again finds nothing to confirm.
    const twice = await post(
      app,
      '/api/agreement/my-agreement-check/verify',
      { id: confirm.id, code: '0000' },
      auth(token),
    );
    expect(twice.status).toBe(200);
    expect(await twice.json()).toEqual({ result: true, message: 'Соглашение подтверждено' });
    const resend = await get(app, `/api/agreement/my-agreement-send-otp/${confirm.id}`, token);
    expect(resend.status).toBe(404);
    expect(await resend.json()).toEqual(NOT_FOUND);
  });

  it('a wrong code answers {result: false, message} and the agreement stays; the right code then works', async () => {
    const { app, db, tokenFor } = makeApp();
    const role = 0;
    const { wrongCode } = agreementsForRole(role);
    const token = tokenFor(role);
    const verify = (code: string) =>
      post(app, '/api/agreement/my-agreement-check/verify', { id: wrongCode.id, code }, auth(token));

    // No code asked for yet.
    const none = await verify('1234');
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ result: false, message: 'Код не был отправлен' });

    expect((await get(app, `/api/agreement/my-agreement-send-otp/${wrongCode.id}`, token)).status).toBe(200);
    const { code } = lastDevCode(db, {
      subject: `${wrongCode.id}:${userId(db, role)}`,
      purpose: 'agreement',
    })!;
    const wrong = await verify(other(code));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ result: false, message: 'Неверный код' });
    expect((await list(app, token)).map((a) => a.id)).toContain(wrongCode.id);

    const right = await verify(code);
    expect(right.status).toBe(200);
    expect((await list(app, token)).map((a) => a.id)).not.toContain(wrongCode.id);
  });

  it('the code lives 300 s; a new code replaces the previous one', async () => {
    const { app, db, tokenFor, advance } = makeApp();
    const { spare } = agreementsForRole(5);
    const token = tokenFor(5);
    const subject = `${spare.id}:${userId(db, 5)}`;
    const send = () => get(app, `/api/agreement/my-agreement-send-otp/${spare.id}`, token);
    const verify = (code: string) =>
      post(app, '/api/agreement/my-agreement-check/verify', { id: spare.id, code }, auth(token));
    expect(CODE_TTL_SECONDS.agreement).toBe(300);

    await send();
    const first = lastDevCode(db, { subject, purpose: 'agreement' })!.code;
    advance(300_000);
    const expired = await verify(first);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({
      result: false,
      message: 'Срок действия кода истёк. Запросите новый код',
    });

    await send();
    const second = lastDevCode(db, { subject, purpose: 'agreement' })!.code;
    advance(299_000);
    if (first !== second) expect((await verify(first)).status).toBe(400);
    expect((await verify(second)).status).toBe(200);
  });

  it('a second code within a minute is refused; new codes never restore tries past 10 wrong ones an hour', async () => {
    const { app, db, tokenFor, advance } = makeApp();
    const { spare } = agreementsForRole(5);
    const subject = `${spare.id}:${userId(db, 5)}`;
    // A fresh token each call: the test spans more than the token's hour.
    const send = () => get(app, `/api/agreement/my-agreement-send-otp/${spare.id}`, tokenFor(5));
    const verify = (code: string) =>
      post(app, '/api/agreement/my-agreement-check/verify', { id: spare.id, code }, auth(tokenFor(5)));

    expect((await send()).status).toBe(200);
    const tooSoon = await send();
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get('Retry-After')).toBe('60');
    expect(await tooSoon.json()).toEqual({
      result: false,
      message: 'Код уже отправлен. Повторная отправка возможна через 60 с.',
    });

    // Two codes, five wrong tries each: then neither a new code nor the right one gets through for an hour.
    for (let round = 0; round < 2; round++) {
      if (round > 0) {
        advance(60_000);
        expect((await send()).status).toBe(200);
      }
      const code = lastDevCode(db, { subject, purpose: 'agreement' })!.code;
      for (let i = 0; i < 5; i++) expect((await verify(other(code))).status).not.toBe(200);
    }
    advance(60_000);
    const locked = await send();
    expect(locked.status).toBe(429);
    const lockedBody = {
      result: false,
      message: 'Слишком много неверных кодов. Повторите попытку через 58 мин.',
    };
    expect(await locked.json()).toEqual(lockedBody);
    advance(58 * 60_000);
    expect((await send()).status).toBe(200);
    const code = lastDevCode(db, { subject, purpose: 'agreement' })!.code;
    expect((await verify(code)).status).toBe(200);
  });

  it("someone else's, an inactive or an unknown agreement is not found; one user's code does not confirm another's", async () => {
    const { app, db, tokenFor } = makeApp();
    const manager = tokenFor(3);
    // Agreement 5 is for roles 0 and 6 only; 9 is inactive; 10 is already agreed.
    for (const id of [5, 9, 10, 999, 'abc', 0]) {
      for (const path of ['my-agreement-send-otp', 'my-agreement-check']) {
        const res = await get(app, `/api/agreement/${path}/${id}`, manager);
        expect(res.status, `${path}/${id}`).toBe(404);
        expect(await res.json()).toEqual(NOT_FOUND);
      }
    }
    const foreign = await post(
      app,
      '/api/agreement/my-agreement-check/verify',
      { id: 5, code: '1234' },
      auth(manager),
    );
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual(NOT_FOUND);

    // The admin asks for a code for agreement 6; the manager cannot use it for their own copy of agreement 6.
    await get(app, '/api/agreement/my-agreement-send-otp/6', tokenFor(0));
    const adminCode = lastDevCode(db, { subject: `6:${userId(db, 0)}`, purpose: 'agreement' })!.code;
    const stolen = await post(
      app,
      '/api/agreement/my-agreement-check/verify',
      { id: 6, code: adminCode },
      auth(manager),
    );
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toEqual({ result: false, message: 'Код не был отправлен' });
    expect((await list(app, manager)).map((a) => a.id)).toContain(6);
  });

  it('checks the body: a 4-digit code and a positive id', async () => {
    const { app, tokenFor } = makeApp();
    const res = await post(
      app,
      '/api/agreement/my-agreement-check/verify',
      { id: 6, code: '12' },
      auth(tokenFor(1)),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ result: false, errors: ['Код должен содержать 4 цифры'] });
    const noId = await post(
      app,
      '/api/agreement/my-agreement-check/verify',
      { code: '1234' },
      auth(tokenFor(1)),
    );
    expect(noId.status).toBe(400);
  });
});

describe('seed of the agreements', () => {
  it('each demo user has at least two pending agreements and one of each e2e kind; reseeding adds nothing', async () => {
    const { app, db, config, tokenFor } = makeApp();
    for (const role of ROLE_IDS) {
      const mine = agreementsForRole(role);
      const ids = mine.pending.map((a) => a.id);
      expect(ids).toEqual(expect.arrayContaining([mine.confirm.id, mine.wrongCode.id, mine.spare.id]));
      expect(mine.stable.length).toBeGreaterThanOrEqual(2);
      expect(
        new Set([mine.confirm.id, mine.wrongCode.id, mine.spare.id, ...mine.stable.map((s) => s.id)]).size,
      ).toBe(3 + mine.stable.length);
    }
    expect(SEED_AGREEMENTS.map((a) => a.title)).toEqual(
      expect.arrayContaining(['Регламент работы с ОГПО ВТС', 'Положение о ПОДФТ']),
    );

    // Confirm one, then seed again: nothing is added and the confirmation stays.
    db.prepare('UPDATE agreement_confirmers SET status = 2 WHERE agreement_id = 1').run();
    expect(seedHome(db, config)).toEqual({ agreementsAdded: 0, confirmersAdded: 0, policiesAdded: 0 });
    expect((await list(app, tokenFor(0))).map((a) => a.id)).not.toContain(1);
  });

  it('a fresh database gives the demo user of role r the id r + 1 (the e2e fixtures find codes by that subject)', async () => {
    const { app, db, tokenFor } = makeApp();
    for (const role of ROLE_IDS) expect(userId(db, role)).toBe(role + 1);
    await get(app, '/api/agreement/my-agreement-send-otp/8', tokenFor(10));
    expect(lastDevCode(db, { subject: '8:11' })?.phone).toBe(demo(10).phone);
  });

  it('production mode seeds no agreements', () => {
    const db = prepareDatabase(':memory:', testConfig({ mode: 'production' }));
    expect(db.prepare('SELECT count(*) AS n FROM agreements').get()).toEqual({ n: 0 });
  });
});
