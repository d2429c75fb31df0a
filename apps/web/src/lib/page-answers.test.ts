import { describe, expect, it, vi } from 'vitest';
import {
  ANSWER_TTL_MS,
  answersOwner,
  createPageAnswers,
  recordingFetch,
  type PageAnswers,
} from './page-answers';

const BASE = 'https://sakta.test';
const MANAGER = { id: 7, apc: null };
const LIST = '/api/policy/all?page=1';
const carried = (): PageAnswers => ({ user: answersOwner(MANAGER), answers: { [LIST]: '{"items":[1]}' } });

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('the answers a page carries', () => {
  it('the server notes each successful GET of the API with a JSON answer, by its path and query', async () => {
    const fetch = vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/missing')) return json({ message: 'Не найдено' }, 404);
      if (url.endsWith('/file'))
        return new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } });
      return json({ url, method: init?.method ?? 'GET' });
    });
    const recording = recordingFetch(fetch as typeof globalThis.fetch);
    await recording.fetch(`${BASE}${LIST}`);
    await recording.fetch(`${BASE}/api/dictionaries/order/managers`, { method: 'GET' });
    await recording.fetch(`${BASE}/api/draft/save`, { method: 'POST', body: '{}' });
    await recording.fetch(`${BASE}/api/missing`);
    await recording.fetch(`${BASE}/api/file`);
    // the user's address is the caller's: the server's own call would give the server's
    await recording.fetch(`${BASE}/api/get-ip`);
    expect(Object.keys(recording.answers)).toEqual([LIST, '/api/dictionaries/order/managers']);
    expect(JSON.parse(recording.answers[LIST]!)).toEqual({ url: `${BASE}${LIST}`, method: 'GET' });
  });

  it("the app takes each answer once, as the call's own answer, for the same user", async () => {
    const answers = createPageAnswers(carried(), () => 1_000);
    expect(answers.take(LIST)).toBeNull();
    answers.admit(answersOwner(MANAGER));
    expect(answers.has(LIST)).toBe(true);
    const answer = await answers.take(LIST, { method: 'GET', headers: {} });
    expect(answer?.status).toBe(200);
    expect(await answer?.json()).toEqual({ items: [1] });
    expect(answers.has(LIST)).toBe(false);
    expect(answers.take(LIST)).toBeNull();
  });

  it('another user, another APC, a call with a body, another query or a late call is asked of the API', () => {
    const other = createPageAnswers(carried(), () => 1_000);
    other.admit(answersOwner({ id: 8, apc: null }));
    expect(other.take(LIST)).toBeNull();
    const apc = createPageAnswers(carried(), () => 1_000);
    apc.admit(answersOwner({ id: 7, apc: 'A1' }));
    expect(apc.take(LIST)).toBeNull();

    let now = 1_000;
    const answers = createPageAnswers(carried(), () => now);
    answers.admit(answersOwner(MANAGER));
    expect(answers.take(LIST, { method: 'POST', body: '{}' })).toBeNull();
    expect(answers.take('/api/policy/all?page=2')).toBeNull();
    now = ANSWER_TTL_MS + 1;
    expect(answers.take(LIST)).toBeNull();
  });

  it('a page without answers gives none', () => {
    const answers = createPageAnswers(null, () => 0);
    answers.admit(answersOwner(MANAGER));
    expect(answers.has(LIST)).toBe(false);
    expect(answers.take(LIST)).toBeNull();
  });
});
