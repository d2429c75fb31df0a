import { describe, expect, it } from 'vitest';
import { ProductAvailabilitySchema, ProductListSchema, VersionListSchema } from '@sakta/core';
import { get, makeApp, post, type TestApp } from './helpers';
import { SEED_VERSIONS } from '../src/features/admin/seed';
import { apiVersion } from '../src/platform/config';

/**
 * Products and versions admin (spec part 1 section 7 /api/admin/product/*, /api/admin/version/*): role 0 only for
 * the catalogues, the footer's version list and the products' availability for every role; bad bodies, unknown
 * ids and a code used twice.
 */

const FORBIDDEN = { result: false, errors: ['Недостаточно прав для этого действия.'] };
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function products(app: TestApp, token: string) {
  return ProductListSchema.parse(await (await get(app, '/api/admin/product/get', token)).json()).data;
}

/** A version list: the footer's (version/all, every role) or the admin table's (version/get). */
async function versions(
  app: TestApp,
  path: '/api/admin/version/all' | '/api/admin/version/get',
  token: string,
) {
  return VersionListSchema.parse(await (await get(app, path, token)).json()).data;
}

type Headers = ReturnType<typeof auth>;
/** product/set of a new product (id null, active, no description) with `fields` changed. */
const setProduct = (app: TestApp, headers: Headers, fields: Record<string, unknown>) =>
  post(app, '/api/admin/product/set', { id: null, description: '', status: 1, ...fields }, headers);
/** version/set of a new, active version with `fields` changed. */
const setVersion = (app: TestApp, headers: Headers, fields: Record<string, unknown>) =>
  post(app, '/api/admin/version/set', { id: null, status: 1, ...fields }, headers);

describe('products', () => {
  it('lists the seeded products of the sale pages; both OGPO variants of the OGPO page are offered', async () => {
    const { app, tokenFor } = makeApp();
    const list = await products(app, tokenFor(0));
    // the names are the ones the sale pages, drafts and dashboard show (spec part 2 section 1), not others
    expect(list.map((p) => [p.code, p.title])).toEqual([
      ['OGPO_WEB_EA', 'ОГПО ВТС'],
      ['OGPO_WEB_EA_VV', 'Временный въезд'],
      ['OGPO_WEB_EA_TR', 'ОГПО (транзит)'],
      ['DSD_FI', 'Имущество (движимое)'],
      ['DSI_FI', 'Имущество (недвижимое)'],
      ['DSAT_CASCO_FRE', 'Каско: грузовые ТС'],
      ['DSAT_CASCO_TRL', 'Каско: прицепы'],
      ['DSAT_CASCO_SE1', 'Каско: спецтехника (с риском НС)'],
      ['DSAT_CASCO_SE2', 'Каско: спецтехника (без риска НС)'],
      ['VZR_EU', 'Страхование выезжающих за рубеж'],
    ]);
    expect(list[0]).toMatchObject({ title: 'ОГПО ВТС', status: 1 });
    expect(list[1]).toMatchObject({ code: 'OGPO_WEB_EA_VV', status: 1 });
    expect(list[0]!.created).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('adds, edits, switches and deletes a product; the availability every role reads follows the switch', async () => {
    const { app, tokenFor } = makeApp();
    const admin = auth(tokenFor(0));
    const created = await setProduct(app, admin, { code: ' TEST_P ', title: 'Тест' });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: number };
    let row = (await products(app, tokenFor(0))).find((p) => p.id === id);
    expect(row).toMatchObject({ code: 'TEST_P', title: 'Тест', description: null, status: 1 });

    await setProduct(app, admin, { id, code: 'TEST_P', title: 'Тест 2', description: 'о' });
    expect(await post(app, '/api/admin/product/status', { id, status: 0 }, admin)).toHaveProperty(
      'status',
      200,
    );
    row = (await products(app, tokenFor(0))).find((p) => p.id === id);
    expect(row).toMatchObject({ title: 'Тест 2', description: 'о', status: 0 });

    const availability = ProductAvailabilitySchema.parse(
      await (await get(app, '/api/products/availability', tokenFor(4))).json(),
    );
    expect(availability.data).toContainEqual({ code: 'TEST_P', status: 0 });
    expect(availability.data).toContainEqual({ code: 'OGPO_WEB_EA', status: 1 });
    expect(availability.data).toContainEqual({ code: 'OGPO_WEB_EA_VV', status: 1 });

    expect((await post(app, '/api/admin/product/delete', { id }, admin)).status).toBe(200);
    expect((await products(app, tokenFor(0))).some((p) => p.id === id)).toBe(false);
    const again = await post(app, '/api/admin/product/delete', { id }, admin);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ result: false, message: 'Продукт не найден' });
  });

  it('refuses a code used by another product, an empty title or code, and unknown ids', async () => {
    const { app, tokenFor } = makeApp();
    const admin = auth(tokenFor(0));
    const taken = await setProduct(app, admin, { code: 'DSD_FI', title: 'Копия' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ result: false, message: 'Продукт с кодом DSD_FI уже существует' });
    const empty = await setProduct(app, admin, { code: ' ', title: '' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      result: false,
      errors: ['Укажите код продукта', 'Укажите название продукта'],
    });
    expect((await post(app, '/api/admin/product/status', { id: 1, status: 2 }, admin)).status).toBe(400);
    expect((await post(app, '/api/admin/product/status', { id: 999, status: 1 }, admin)).status).toBe(404);
    expect((await setProduct(app, admin, { id: 999, code: 'X', title: 'X' })).status).toBe(404);
  });

  it('every change is refused to roles other than 0', async () => {
    const { app, tokenFor } = makeApp();
    for (const role of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const) {
      const headers = auth(tokenFor(role, role === 8 ? 'APC0097' : null));
      for (const [path, body] of [
        ['/api/admin/product/set', { id: null, code: 'X', title: 'X', description: '', status: 1 }],
        ['/api/admin/product/status', { id: 1, status: 1 }],
        ['/api/admin/product/delete', { id: 1 }],
        ['/api/admin/version/set', { id: null, version: '9', description: 'x', status: 1 }],
        ['/api/admin/version/status', { id: 1, status: 1 }],
        ['/api/admin/version/delete', { id: 1 }],
      ] as const) {
        const res = await post(app, path, body, headers);
        expect(res.status, `${path} as ${role}`).toBe(403);
        expect(await res.json()).toEqual(FORBIDDEN);
      }
    }
  });
});

describe('versions', () => {
  it('the newest release note is the running version, the one the footer shows (issue 30, item 19)', async () => {
    const { app, config, tokenFor } = makeApp();
    const list = await versions(app, '/api/admin/version/all', tokenFor(4));
    expect(list[0]!.version).toBe(config.version);
    expect(SEED_VERSIONS.at(-1)!.version).toBe(apiVersion());
  });

  it('the footer’s list (every role) shows the active versions newest first; the admin table shows all', async () => {
    const { app, tokenFor } = makeApp();
    const admin = auth(tokenFor(0));
    const all = await versions(app, '/api/admin/version/all', tokenFor(5));
    expect(all.map((v) => v.version)).toEqual(['1.4.0', '1.3.0', '1.2.0', '1.1.0', '1.0.0']);
    const oldest = all.at(-1)!;
    await post(app, '/api/admin/version/status', { id: oldest.id, status: 0 }, admin);
    const footer = await versions(app, '/api/admin/version/all', tokenFor(9));
    expect(footer.map((v) => v.version)).toEqual(['1.4.0', '1.3.0', '1.2.0', '1.1.0']);
    expect(await versions(app, '/api/admin/version/get', tokenFor(0))).toHaveLength(5);
  });

  it('adds, edits and deletes a version; version and description are required', async () => {
    const { app, tokenFor } = makeApp();
    const admin = auth(tokenFor(0));
    const res = await setVersion(app, admin, { version: '2.0.0', description: 'Продажи' });
    const { id } = (await res.json()) as { id: number };
    await setVersion(app, admin, { id, version: '2.0.1', description: 'Исправления' });
    const list = await versions(app, '/api/admin/version/get', tokenFor(0));
    expect(list[0]).toMatchObject({ id, version: '2.0.1', description: 'Исправления' });
    const bad = await setVersion(app, admin, { version: '', description: ' ' });
    expect(await bad.json()).toEqual({
      result: false,
      errors: ['Укажите версию', 'Укажите описание версии'],
    });
    expect((await post(app, '/api/admin/version/delete', { id }, admin)).status).toBe(200);
    const gone = await post(app, '/api/admin/version/delete', { id }, admin);
    expect(await gone.json()).toEqual({ result: false, message: 'Версия не найдена' });
  });
});
