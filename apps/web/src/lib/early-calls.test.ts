import { describe, expect, it, vi } from 'vitest';
import { myAgreementsEndpoint } from '@sakta/core/home';
import { createEarlyCalls, EARLY_CALL_TTL_MS, EARLY_CALLS } from './early-calls';

const BASE = 'https://sakta.test';
const LIST = `${BASE}/api/agreement/my-agreements`;

function setup() {
  let clock = 1_000;
  const fetch = vi.fn(async (url: string) => new Response(JSON.stringify({ url }), { status: 200 }));
  const calls = createEarlyCalls({ baseUrl: `${BASE}/`, fetch, now: () => clock });
  return { calls, fetch, advance: (ms: number) => (clock += ms) };
}

const asked = (token: string): RequestInit => ({
  method: 'GET',
  headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
});

describe('early calls', () => {
  it("home's early call is the agreements list endpoint, a GET without parameters", () => {
    expect(EARLY_CALLS.index).toEqual([myAgreementsEndpoint.path]);
    expect(myAgreementsEndpoint.method).toBe('GET');
    expect(myAgreementsEndpoint.path).not.toContain(':');
  });

  it('starts with the session and gives its answer once to the same request', async () => {
    const { calls, fetch } = setup();
    calls.start('index', 'T1');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(LIST, asked('T1'));
    const answer = calls.take(LIST, asked('T1'));
    expect(answer).not.toBeNull();
    expect(await (await answer!).json()).toEqual({ url: LIST });
    expect(calls.take(LIST, asked('T1'))).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a route without early calls, or none, asks nothing', () => {
    const { calls, fetch } = setup();
    calls.start('login', 'T1');
    calls.start(undefined, 'T1');
    expect(fetch).not.toHaveBeenCalled();
    expect(calls.take(LIST, asked('T1'))).toBeNull();
  });

  it('another token, another method or a late request fetches itself', () => {
    const { calls, advance } = setup();
    calls.start('index', 'T1');
    expect(calls.take(LIST, asked('T2'))).toBeNull();
    calls.start('index', 'T1');
    expect(calls.take(LIST, { ...asked('T1'), method: 'POST', body: '{}' })).toBeNull();
    calls.start('index', 'T1');
    advance(EARLY_CALL_TTL_MS + 1);
    expect(calls.take(LIST, asked('T1'))).toBeNull();
    expect(calls.take(new URL(`${BASE}/api/other`), asked('T1'))).toBeNull();
  });

  it('an early call that failed is made again for its screen', async () => {
    const { calls, fetch } = setup();
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    calls.start('index', 'T1');
    const answer = await calls.take(LIST, asked('T1'));
    expect(answer!.status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith(LIST, asked('T1'));
  });
});
