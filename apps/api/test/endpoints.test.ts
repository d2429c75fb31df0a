import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import * as core from '@sakta/core';
import { endpoint } from '@sakta/core';
import { honoPath, route } from '../src/platform/endpoint';
import { Rejected, rejection, type AppEnv } from '../src/platform/http';
import { ENDPOINTS } from '../src/platform/routes';
import { post } from './helpers';

/**
 * The route helper: the api registers core's endpoint declarations, so a path, a method and who may call it are
 * written once (in core) and the web client and the server cannot disagree about them.
 */

/** Every endpoint core declares: its exports with a method, a path and an access. */
type AnyEndpoint = core.Endpoint<core.Schema | undefined, core.Schema>;
const isEndpoint = (v: unknown): v is AnyEndpoint =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'access' in v;
const declared = Object.entries(core as Record<string, unknown>).flatMap(([name, v]) =>
  isEndpoint(v) ? [[name, v] as const] : [],
);

describe('routes from the contract', () => {
  it('registers every endpoint core declares, with its method, path and access', () => {
    expect(declared.length).toBeGreaterThan(25);
    for (const [name, ep] of declared) {
      const found = ENDPOINTS.find((e) => e.method === ep.method && e.path === honoPath(ep.path));
      expect(found, `${name} ${ep.method} ${ep.path} is not registered`).toBeDefined();
      expect(found?.access, name).toEqual(ep.access);
    }
  });

  it('registers no method and path twice', () => {
    const keys = ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("writes core's {param} placeholders as Hono's :param", () => {
    expect(honoPath('/api/contracts/functional/history/{id}/document')).toBe(
      '/api/contracts/functional/history/:id/document',
    );
    expect(honoPath('/api/login')).toBe('/api/login');
  });

  it('parses the body with the declared schema only when the handler asks, in Russian on failure', async () => {
    const ep = endpoint({
      method: 'POST',
      path: '/api/test/echo',
      access: 'public',
      body: z.object({ iin: core.IIN_FIELD }),
      response: z.object({ iin: z.string() }),
    });
    const def = route(ep, async (c, req) => c.json(await req.body()), { devOnly: true });
    expect(def).toMatchObject({ method: 'POST', path: '/api/test/echo', access: 'public', devOnly: true });
    expect(route(ep, (c) => c.json({})).devOnly).toBeUndefined();

    const app = new Hono<AppEnv>();
    app.on(def.method, def.path, def.handler);
    app.onError((err, c) => {
      if (err instanceof Rejected) return rejection(c, err.status, err.errors, err.shape);
      throw err;
    });
    const ok = await post(app, '/api/test/echo', { iin: '900101300017' });
    expect(await ok.json()).toEqual({ iin: '900101300017' });
    const bad = await post(app, '/api/test/echo', { iin: '1' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ result: false, errors: ['ИИН должен содержать 12 цифр'] });
  });
});
