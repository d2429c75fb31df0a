import { describe, expect, it } from 'vitest';
import { avrAllEndpoint, avrItemEndpoint } from '@sakta/core';
import { lastDevCode } from '../src/features/dev/outbox';
import { seedAvr, seedAvrNumber } from '../src/features/avr/seed';
import { get, makeApp, post, type TestApp } from './helpers';
import { fromBase64, pdfText } from './pdf-text';

/**
 * АВР (spec part 1 section 7 /api/avr/*): the sale group's own acts, paged; an act with its PDF, phone and time
 * left; accept with the SMS code (resend after 120 s), refuse with a comment, nothing after the 30 minutes; roles.
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
/** The agent (role 4) is user 5. */
const AGENT_ID = 5;

async function page(app: TestApp, token: string, n?: number) {
  const res = await get(app, `/api/avr/all${n ? `?page=${n}` : ''}`, token);
  return avrAllEndpoint.response.parse(await res.json());
}

async function item(app: TestApp, token: string, id: number) {
  const res = await post(app, '/api/avr/item', { id }, auth(token));
  return { status: res.status, body: (await res.json()) as unknown };
}

async function idOf(app: TestApp, token: string, n: number) {
  const all = [...(await page(app, token, 1)).data, ...(await page(app, token, 2)).data];
  return all.find((a) => a.number === seedAvrNumber(AGENT_ID, n))!.id;
}

describe('АВР', () => {
  it('pages the caller’s fourteen acts, newest first, ten a page, in every state', async () => {
    const { app, tokenFor } = makeApp();
    const first = await page(app, tokenFor(4));
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 14 });
    expect(first.data.map((a) => a.number).slice(0, 3)).toEqual([
      seedAvrNumber(AGENT_ID, 14),
      seedAvrNumber(AGENT_ID, 13),
      seedAvrNumber(AGENT_ID, 12),
    ]);
    expect(new Set(first.data.map((a) => a.confirmed))).toEqual(new Set([null, 0, 1]));
    const second = await page(app, tokenFor(4), 2);
    expect(second.data).toHaveLength(4);
    expect(second.meta.current_page).toBe(2);
    // another user's acts are not the agent's
    const manager = await page(app, tokenFor(3));
    expect(manager.data.some((a) => first.data.some((b) => b.id === a.id))).toBe(false);
  });

  it('an act: its PDF, the masked phone, the time left; anyone else’s is 404', async () => {
    const { app, tokenFor } = makeApp();
    const agent = tokenFor(4);
    const id = await idOf(app, agent, 14);
    const { body } = await item(app, agent, id);
    const { data } = avrItemEndpoint.response.parse(body);
    expect(data).toMatchObject({ confirmed: null, has_action: true, phone: '+7(708) ***-**57' });
    expect(data.seconds_left).toBe(28 * 60);
    expect((await pdfText(fromBase64(data.document))).flat).toContain(
      `Акт выполненных работ № ${data.number}`,
    );
    const foreign = await item(app, tokenFor(3), id);
    expect(foreign).toEqual({ status: 404, body: { result: false, message: 'Акт не найден' } });
  });

  it('accepts with the SMS code; the resend waits 120 s; a wrong code is refused', async () => {
    const { app, db, tokenFor, advance } = makeApp();
    const agent = tokenFor(4);
    const id = await idOf(app, agent, 14);
    const sent = await post(app, '/api/avr/confirmed', { id, confirmed: 1, comment: '' }, auth(agent));
    expect(await sent.json()).toEqual({
      result: true,
      sendPhone: '+7(708) ***-**57',
      message: 'Код подтверждения отправлен',
    });
    const again = await post(app, '/api/avr/confirmed', { id, confirmed: 1, comment: '' }, auth(agent));
    expect(again.status).toBe(429);
    expect(again.headers.get('Retry-After')).toBe('120');
    advance(120_000);
    expect(
      (await post(app, '/api/avr/confirmed', { id, confirmed: 1, comment: '' }, auth(agent))).status,
    ).toBe(200);
    const { code } = lastDevCode(db, { subject: `${id}:${AGENT_ID}`, purpose: 'avr' })!;
    const wrong = await post(
      app,
      '/api/avr/check-code',
      { id, code: String((Number(code) + 1) % 10_000).padStart(4, '0') },
      auth(agent),
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ result: false, message: 'Неверный код' });
    const ok = await post(app, '/api/avr/check-code', { id, code }, auth(agent));
    expect(await ok.json()).toEqual({ result: true, message: 'Акт принят' });
    const row = (await page(app, agent)).data.find((a) => a.id === id);
    expect(row?.confirmed).toBe(1);
  });

  it('refuses with a comment (required); decided or late acts answer Время согласования вышло', async () => {
    const { app, tokenFor, advance } = makeApp();
    const agent = tokenFor(4);
    const id = await idOf(app, agent, 13);
    const empty = await post(app, '/api/avr/confirmed', { id, confirmed: 0, comment: '  ' }, auth(agent));
    expect(await empty.json()).toEqual({ result: false, message: 'Укажите причину отказа' });
    const res = await post(
      app,
      '/api/avr/confirmed',
      { id, confirmed: 0, comment: 'Не та сумма' },
      auth(agent),
    );
    expect(await res.json()).toEqual({ result: true, message: 'Акт отклонён' });
    const after = avrItemEndpoint.response.parse((await item(app, agent, id)).body).data;
    expect(after).toMatchObject({ confirmed: 0, comment: 'Не та сумма', has_action: false, seconds_left: 0 });
    const twice = await post(app, '/api/avr/confirmed', { id, confirmed: 1, comment: '' }, auth(agent));
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({ result: false, message: 'Время согласования вышло' });

    // the act whose 30 minutes run out two minutes after the start
    const soon = await idOf(app, agent, 12);
    expect(avrItemEndpoint.response.parse((await item(app, agent, soon)).body).data.seconds_left).toBe(120);
    advance(120_000);
    const late = avrItemEndpoint.response.parse((await item(app, agent, soon)).body).data;
    expect(late).toMatchObject({ has_action: false, seconds_left: 0, confirmed: null });
    const lateCode = await post(app, '/api/avr/check-code', { id: soon, code: '1234' }, auth(agent));
    expect(await lateCode.json()).toEqual({ result: false, message: 'Время согласования вышло' });
  });

  it('bad bodies and roles outside the sale group are refused', async () => {
    const { app, tokenFor } = makeApp();
    const agent = tokenFor(4);
    const bad = await post(app, '/api/avr/confirmed', { id: 1, confirmed: 2, comment: '' }, auth(agent));
    expect(bad.status).toBe(400);
    expect((await post(app, '/api/avr/check-code', { id: 1, code: '12' }, auth(agent))).status).toBe(400);
    expect((await get(app, '/api/avr/all?page=x', agent)).status).toBe(400);
    for (const role of [1, 2, 6, 7, 9, 10] as const) {
      const token = tokenFor(role);
      expect((await get(app, '/api/avr/all', token)).status).toBe(403);
      expect((await post(app, '/api/avr/item', { id: 1 }, auth(token))).status).toBe(403);
      expect(
        (await post(app, '/api/avr/confirmed', { id: 1, confirmed: 1, comment: '' }, auth(token))).status,
      ).toBe(403);
      expect((await post(app, '/api/avr/check-code', { id: 1, code: '1234' }, auth(token))).status).toBe(403);
    }
  });
});

describe('АВР seed', () => {
  it('issue 30 item 24: the acts to decide get their 30 minutes anew when opened after they ran out', async () => {
    const { app, tokenFor, advance } = makeApp();
    const toAccept = await idOf(app, tokenFor(4), 14);
    const expired = await idOf(app, tokenFor(4), 11);
    advance(3 * 60 * 60_000);
    const agent = tokenFor(4);
    const opened = avrItemEndpoint.response.parse((await item(app, agent, toAccept)).body).data;
    expect(opened).toMatchObject({ has_action: true, seconds_left: 30 * 60, confirmed: null });
    const sent = await post(
      app,
      '/api/avr/confirmed',
      { id: toAccept, confirmed: 0, comment: 'Нет' },
      auth(agent),
    );
    expect(await sent.json()).toEqual({ result: true, message: 'Акт отклонён' });
    // the seeded expired act stays expired: it shows what 'Время согласования вышло' looks like
    const late = avrItemEndpoint.response.parse((await item(app, agent, expired)).body).data;
    expect(late).toMatchObject({ has_action: false, seconds_left: 0 });
  });

  it('a restart gives the seeded unprocessed acts their 30 minutes back; decided ones stay', async () => {
    const { app, db, config, tokenFor, advance } = makeApp();
    const agent = tokenFor(4);
    const decided = await idOf(app, agent, 13);
    await post(app, '/api/avr/confirmed', { id: decided, confirmed: 0, comment: 'Нет' }, auth(agent));
    const pending = await idOf(app, agent, 12);
    advance(60 * 60_000);
    expect(avrItemEndpoint.response.parse((await item(app, tokenFor(4), pending)).body).data.has_action).toBe(
      false,
    );
    seedAvr(db, config);
    const again = avrItemEndpoint.response.parse((await item(app, tokenFor(4), pending)).body).data;
    expect(again).toMatchObject({ has_action: true, seconds_left: 120 });
    const still = avrItemEndpoint.response.parse((await item(app, tokenFor(4), decided)).body).data;
    expect(still).toMatchObject({ confirmed: 0, comment: 'Нет' });
  });
});
