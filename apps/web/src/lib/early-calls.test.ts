import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '@sakta/core';
import { myAgreementsEndpoint } from '@sakta/core/home';
import { getIpEndpoint, productAvailabilityEndpoint } from '@sakta/core/shared';
import { orderManagersEndpoint, saleSignatoriesEndpoint } from '@sakta/core/sale';
import { draftListEndpoint } from '@sakta/core/ogpo';
import { branchesIndexEndpoint, employeesListEndpoint } from '@sakta/core/organisation';
import { terminationHistoryEndpoint } from '@sakta/core/termination';
import { createEarlyCalls, EARLY_CALL_TTL_MS, EARLY_CALLS, earlyAddress } from './early-calls';

const BASE = 'https://sakta.test';
const LIST = `${BASE}/api/agreement/my-agreements`;

function setup() {
  vi.useFakeTimers({ now: 1_000 });
  const fetch = vi.fn(async (url: string) => new Response(JSON.stringify({ url }), { status: 200 }));
  const calls = createEarlyCalls({ baseUrl: `${BASE}/`, fetch });
  return { calls, fetch, advance: (ms: number) => vi.setSystemTime(Date.now() + ms) };
}

afterEach(() => {
  vi.useRealTimers();
});

const asked = (token: string): RequestInit => ({
  method: 'GET',
  headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
});

describe('early calls', () => {
  it("each early call is a screen's GET endpoint with its default view's query", () => {
    const endpoints = [
      myAgreementsEndpoint,
      terminationHistoryEndpoint,
      draftListEndpoint,
      branchesIndexEndpoint,
      employeesListEndpoint,
      getIpEndpoint,
      productAvailabilityEndpoint,
      orderManagersEndpoint,
      saleSignatoriesEndpoint,
    ];
    const sale = [getIpEndpoint.path, productAvailabilityEndpoint.path, orderManagersEndpoint.path];
    const fiSale = [...sale, saleSignatoriesEndpoint.path];
    expect(endpoints.map((e) => e.method)).toEqual(endpoints.map(() => 'GET'));
    expect(EARLY_CALLS).toEqual({
      '/': [myAgreementsEndpoint.path],
      '/termination': [`${terminationHistoryEndpoint.path}?page=1`],
      '/drafts': [`${draftListEndpoint.path}?page=1`],
      '/branches': [branchesIndexEndpoint.path, `${employeesListEndpoint.path}?page=1`],
      '/financial-institutions/properties': fiSale,
      '/financial-institutions/casco': fiSale,
      '/ogpo?product=1': sale,
      '/ogpo?product=2': sale,
    });
  });

  it('start only on a default view the user may open', () => {
    const manager = { role: ROLE.manager, apc: null };
    const at = (path: string, search = '') => ({ pathname: path, search });
    expect(earlyAddress(at('/'), manager)).toBe('/');
    expect(earlyAddress(at('/drafts'), manager)).toBe('/drafts');
    expect(earlyAddress(at('/drafts', '?page=2'), manager)).toBeUndefined();
    expect(earlyAddress(at('/ogpo', '?product=2'), manager)).toBe('/ogpo?product=2');
    expect(earlyAddress(at('/ogpo'), manager)).toBeUndefined();
    // role 8 sells OGPO only with an APC in its session
    expect(earlyAddress(at('/ogpo', '?product=1'), { role: ROLE.reserve, apc: null })).toBeUndefined();
    expect(earlyAddress(at('/ogpo', '?product=1'), { role: ROLE.reserve, apc: 'APC-1' })).toBe(
      '/ogpo?product=1',
    );
    expect(earlyAddress(at('/ogpo', '?product=1&draft=7'), manager)).toBeUndefined();
    expect(earlyAddress(at('/dashboard'), manager)).toBeUndefined();
    expect(earlyAddress(at('/'), null)).toBeUndefined();
    expect(earlyAddress(at('/nowhere'), manager)).toBeUndefined();
  });

  it('starts with the session and gives its answer once to the same request', async () => {
    const { calls, fetch } = setup();
    calls.start('/', 'T1');
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
    calls.start('/login', 'T1');
    calls.start(undefined, 'T1');
    expect(fetch).not.toHaveBeenCalled();
    expect(calls.take(LIST, asked('T1'))).toBeNull();
  });

  it('another token, another method or a late request fetches itself', () => {
    const { calls, advance } = setup();
    calls.start('/', 'T1');
    expect(calls.take(LIST, asked('T2'))).toBeNull();
    calls.start('/', 'T1');
    expect(calls.take(LIST, { ...asked('T1'), method: 'POST', body: '{}' })).toBeNull();
    calls.start('/', 'T1');
    advance(EARLY_CALL_TTL_MS + 1);
    expect(calls.take(LIST, asked('T1'))).toBeNull();
    expect(calls.take(`${BASE}/api/other`, asked('T1'))).toBeNull();
  });

  it('an early call that failed is made again for its screen', async () => {
    const { calls, fetch } = setup();
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    calls.start('/', 'T1');
    const answer = await calls.take(LIST, asked('T1'));
    expect(answer!.status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith(LIST, asked('T1'));
  });
});
