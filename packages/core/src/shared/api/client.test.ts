import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createApiClient, type FetchLike } from './client';
import { endpoint } from './common';
import { failure } from '../testing/fake-api';

const USER = {
  id: 1,
  login: 'admin',
  surname: 'Иванов',
  name: 'Иван',
  patronymic: null,
  iin: '900101300017',
  phone: '77071234567',
  email: null,
  birthday: '1990-01-01',
  role: 0,
  c_id: null,
  apc: null,
  hasTerminal: true,
};
const GRANT = { access_token: 'tok-1', user: USER, ttl: 3600, ttlDate: '2026-01-01T12:00:00+05:00' };

interface Sent {
  url: string;
  init: RequestInit | undefined;
}

/** A fake fetch that records each request and answers with the given status and raw body text. */
function fakeFetch(answer: { status?: number; body?: string } | (() => Promise<Response>)) {
  const sent: Sent[] = [];
  const fetch: FetchLike = async (url, init) => {
    sent.push({ url, init });
    if (typeof answer === 'function') return answer();
    return new Response(answer.body ?? null, { status: answer.status ?? 200 });
  };
  return { fetch, sent };
}

const json = (value: unknown, status = 200) => ({ status, body: JSON.stringify(value) });

function client(fetch: FetchLike, token: string | null = null, baseUrl = 'http://api.test') {
  return createApiClient({ baseUrl, fetch, getToken: () => token });
}

const headers = (s: Sent | undefined) => new Headers(s?.init?.headers);

describe('createApiClient', () => {
  it('returns the parsed grant of a successful login and posts the request as JSON', async () => {
    const { fetch, sent } = fakeFetch(json(GRANT));
    const grant = await client(fetch).login({ iin: '900101300017', password: 'Sakta-demo-2026!', apc: '' });
    expect(grant).toEqual(GRANT);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('http://api.test/api/login');
    expect(sent[0]?.init?.method).toBe('POST');
    expect(headers(sent[0]).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(sent[0]?.init?.body))).toEqual({
      iin: '900101300017',
      password: 'Sakta-demo-2026!',
      apc: '',
    });
  });

  it('drops unknown fields the server adds', async () => {
    const { fetch } = fakeFetch(json({ ...GRANT, extra: 'x', user: { ...USER, extra: 1 } }));
    expect(await client(fetch).login({ iin: '900101300017', password: 'p' })).toEqual(GRANT);
  });

  it("joins the base address without doubling the '/'", async () => {
    const { fetch, sent } = fakeFetch(json(GRANT));
    await client(fetch, null, 'http://api.test/').refresh(null);
    expect(sent[0]?.url).toBe('http://api.test/api/refresh');
    const same = fakeFetch(json(GRANT));
    await client(same.fetch, null, '').refresh(null);
    expect(same.sent[0]?.url).toBe('/api/refresh');
  });

  it('issue 30 item 9: a refused code request carries Retry-After and whether the previous code is live', async () => {
    const body = JSON.stringify({
      result: false,
      message: 'Код уже отправлен. Повторная отправка возможна через 42 с.',
    });
    const tooSoon = fakeFetch(
      async () => new Response(body, { status: 429, headers: { 'Retry-After': '42', 'X-Code-Sent': '1' } }),
    );
    const error = await client(tooSoon.fetch)
      .login({ iin: '900101300017', password: 'x', apc: '' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'rejected', status: 429, retryAfter: 42, codeSent: true });
    const locked = fakeFetch(
      async () => new Response(body, { status: 429, headers: { 'Retry-After': '3000' } }),
    );
    const other = await client(locked.fetch)
      .login({ iin: '900101300017', password: 'x', apc: '' })
      .catch((e: unknown) => e);
    expect(other).toMatchObject({ retryAfter: 3000, codeSent: false });
  });

  it("turns a network failure into kind 'network' with the Russian message", async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const e = await failure(client(fetch).refresh(null));
    expect(e.kind).toBe('network');
    expect(e.message).toBe('Нет связи с сервером. Проверьте подключение и попробуйте снова.');
    expect(e.cause).toBeInstanceOf(TypeError);
  });

  it("turns a body that is not JSON into kind 'malformed'", async () => {
    const { fetch } = fakeFetch({ status: 200, body: '<html>Bad gateway</html>' });
    const e = await failure(client(fetch).refresh(null));
    expect(e.kind).toBe('malformed');
    expect(e.message).toBe('Сервер вернул некорректный ответ. Попробуйте позже.');
  });

  it("turns an answer of the wrong shape into kind 'malformed'", async () => {
    for (const body of [
      { access_token: 'x' },
      { ...GRANT, ttl: '3600' },
      { ...GRANT, user: { ...USER, role: 11 } },
      [],
    ]) {
      const { fetch } = fakeFetch(json(body));
      const e = await failure(client(fetch).refresh(null));
      expect(e.kind).toBe('malformed');
    }
  });

  it("turns an empty 200 answer into kind 'malformed'", async () => {
    const { fetch } = fakeFetch({ status: 200 });
    expect((await failure(client(fetch).refresh(null))).kind).toBe('malformed');
  });

  it("turns result:false with errors[] into kind 'rejected' with the messages joined by ', '", async () => {
    const { fetch } = fakeFetch(json({ result: false, errors: ['a', 'b'] }));
    const e = await failure(client(fetch).login({ iin: '900101300017', password: 'wrong-password' }));
    expect(e.kind).toBe('rejected');
    expect(e.message).toBe('a, b');
    expect(e.errors).toEqual(['a', 'b']);
  });

  it("keeps the server's rejection even with an error status, and reads a single message", async () => {
    const { fetch } = fakeFetch(json({ result: false, errors: ['Неверный ИИН или пароль'] }, 401));
    const e = await failure(client(fetch).login({ iin: '900101300017', password: 'wrong-password' }));
    expect(e.kind).toBe('rejected');
    expect(e.message).toBe('Неверный ИИН или пароль');
    expect(e.status).toBe(401);

    const single = fakeFetch(json({ result: false, message: 'Пользователь заблокирован' }, 403));
    const e2 = await failure(client(single.fetch).login({ iin: '900101300017', password: 'x' }));
    expect(e2.kind).toBe('rejected');
    expect(e2.errors).toEqual(['Пользователь заблокирован']);
  });

  it.each(['Token is Expired', 'Token is Invalid'])(
    "turns {status: '%s'} into kind 'session'",
    async (status) => {
      const { fetch } = fakeFetch(json({ status }, 401));
      const e = await failure(client(fetch, 'old-token').refresh(null));
      expect(e.kind).toBe('session');
      expect(e.message).toBe('Сессия истекла. Войдите снова.');
      expect(e.errors).toEqual([status]);
    },
  );

  it('tells onSessionError about a session failure, and only about that', async () => {
    const seen: string[] = [];
    const expired = fakeFetch(json({ status: 'Token is Expired' }, 401));
    const api = createApiClient({
      baseUrl: '',
      fetch: expired.fetch,
      getToken: () => 't',
      onSessionError: (s) => seen.push(s),
    });
    await failure(api.refresh(null));
    expect(seen).toEqual(['Token is Expired']);

    const rejected = fakeFetch(json({ result: false, errors: ['x'] }));
    const api2 = createApiClient({
      baseUrl: '',
      fetch: rejected.fetch,
      getToken: () => 't',
      onSessionError: (s) => seen.push(s),
    });
    await failure(api2.refresh(null));
    expect(seen).toEqual(['Token is Expired']);
  });

  it("turns a 500 with no body into kind 'http' with the status", async () => {
    const { fetch } = fakeFetch({ status: 500 });
    const e = await failure(client(fetch).refresh(null));
    expect(e.kind).toBe('http');
    expect(e.status).toBe(500);
    expect(e.message).toBe('Ошибка сервера (500). Попробуйте позже.');
  });

  it("turns a failing status with a non-JSON page (a proxy's 502) into kind 'http', not 'malformed'", async () => {
    const { fetch } = fakeFetch({ status: 502, body: '<html><body>502 Bad Gateway</body></html>' });
    const e = await failure(client(fetch).refresh(null));
    expect(e.kind).toBe('http');
    expect(e.status).toBe(502);
    expect(e.message).toBe('Ошибка сервера (502). Попробуйте позже.');
  });

  it("uses the server's message of an error status when it gives one", async () => {
    const { fetch } = fakeFetch(json({ message: 'Доступ запрещён' }, 403));
    const e = await failure(client(fetch).refresh(null));
    expect(e.kind).toBe('http');
    expect(e.status).toBe(403);
    expect(e.message).toBe('Доступ запрещён');
  });

  it('sends the bearer token when getToken returns one, and no Authorization header otherwise', async () => {
    const withToken = fakeFetch(json(GRANT));
    await client(withToken.fetch, 'tok-xyz').refresh(null);
    expect(headers(withToken.sent[0]).get('authorization')).toBe('Bearer tok-xyz');

    const asyncToken = fakeFetch(json(GRANT));
    await createApiClient({
      baseUrl: '',
      fetch: asyncToken.fetch,
      getToken: async () => 'tok-async',
    }).refresh(null);
    expect(headers(asyncToken.sent[0]).get('authorization')).toBe('Bearer tok-async');

    const without = fakeFetch(json(GRANT));
    await client(without.fetch, null).refresh(null);
    expect(headers(without.sent[0]).has('authorization')).toBe(false);
  });

  it('sends the apc header on refresh when the user has an apc', async () => {
    const withApc = fakeFetch(json(GRANT));
    await client(withApc.fetch, 'tok').refresh('APC0001');
    expect(withApc.sent[0]?.init?.method).toBe('GET');
    expect(headers(withApc.sent[0]).get('apc')).toBe('APC0001');

    for (const apc of [null, undefined, '']) {
      const without = fakeFetch(json(GRANT));
      await client(without.fetch, 'tok').refresh(apc);
      expect(headers(without.sent[0]).has('apc')).toBe(false);
    }
  });

  it('fills path parameters and the query of a custom endpoint', async () => {
    const ep = endpoint({
      method: 'GET',
      path: '/api/kdp/{iin}/status',
      access: 'public',
      body: undefined,
      response: z.object({ ok: z.boolean() }),
    });
    const { fetch, sent } = fakeFetch(json({ ok: true }));
    const out = await client(fetch).call(ep, undefined, {
      params: { iin: '900101300017' },
      query: { page: 2, q: 'а б', skip: undefined },
    });
    expect(out).toEqual({ ok: true });
    expect(sent[0]?.url).toBe('http://api.test/api/kdp/900101300017/status?page=2&q=%D0%B0%20%D0%B1');
  });
});
