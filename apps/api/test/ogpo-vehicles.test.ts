import { describe, expect, it } from 'vitest';
import type { RoleId } from '@sakta/core';
import { VehicleListSchema, VehicleSetAnswerSchema, type Vehicle } from '@sakta/core/ogpo/vehicle';
import { makeApp, post, get } from './helpers';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const FORBIDDEN = { result: false, errors: ['Недостаточно прав для этого действия.'] };
const ALLOWED: RoleId[] = [0, 3, 7, 8];
const OTHERS: RoleId[] = [1, 2, 4, 5, 6, 9, 10];
const tokenOf = (t: ReturnType<typeof makeApp>, role: RoleId) =>
  t.tokenFor(role, role === 8 ? 'APC0097' : null);

async function search(t: ReturnType<typeof makeApp>, body: unknown, role: RoleId = 3) {
  const res = await post(t.app, '/api/vehicle/get', body, auth(tokenOf(t, role)));
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function found(t: ReturnType<typeof makeApp>, body: unknown): Promise<Vehicle[]> {
  const r = await search(t, body);
  expect(r.status).toBe(200);
  return VehicleListSchema.parse(r.json).data;
}

async function save(t: ReturnType<typeof makeApp>, vehicles: unknown, path = '/api/vehicle/set') {
  const res = await post(t.app, path, vehicles, auth(tokenOf(t, 8)));
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe('POST /api/vehicle/get (the state register)', () => {
  it('finds a Kazakh vehicle by plate, VIN or registration certificate, normalised', async () => {
    const t = makeApp();
    const [byNumber] = await found(t, { filter: { verify: true, isNumber: true }, number: '123ABC02' });
    expect(byNumber).toMatchObject({
      id: null,
      number: '123ABC02',
      vin: 'JTNB11HK103456789',
      mark: 'Toyota',
      model: 'Camry',
      year: '2019',
      type_id: 4,
      verify: true,
      registration: {
        certificate: 'AA00123456',
        date: '2019-05-14',
        region_id: 2,
        big_city: true,
        kato: '750000000',
      },
    });
    expect(await found(t, { filter: { verify: true, isNumber: false }, vin: 'JTNB11HK103456789' })).toEqual([
      byNumber,
    ]);
    expect(await found(t, { filter: { verify: true, isNumber: false }, certificate: 'AA00123456' })).toEqual([
      byNumber,
    ]);
  });

  it('a vehicle with an incomplete registration is found as it is (the sale refuses it)', async () => {
    const [v] = await found(t0(), { filter: { verify: true, isNumber: true }, number: '777KZA01' });
    expect(v?.registration).toMatchObject({ certificate: '', date: '', region_id: null, big_city: null });
  });

  it('foreign vehicles only with verify false; unknown vehicles give an empty list', async () => {
    const t = makeApp();
    expect(await found(t, { filter: { verify: true, isNumber: true }, number: 'A123BC777' })).toEqual([]);
    const [foreign] = await found(t, { filter: { verify: false, isNumber: true }, number: 'A123BC777' });
    expect(foreign).toMatchObject({ verify: false, registration: { region_id: 17 }, mark: 'Volkswagen' });
    expect(await found(t, { filter: { verify: false, isNumber: true }, number: '123ABC02' })).toEqual([]);
    expect(await found(t, { filter: { verify: true, isNumber: false }, vin: 'ZZZZ0000000000000' })).toEqual(
      [],
    );
  });

  it.each([
    ['not JSON', 'plate=1', 'Тело запроса должно быть в формате JSON.'],
    ['no filter', { number: '123ABC02' }, null],
    [
      'no key',
      { filter: { verify: true, isNumber: true } },
      'Укажите гос. номер, VIN или номер техпаспорта (одно из трёх).',
    ],
    [
      'two keys',
      { filter: { verify: true, isNumber: true }, number: '123ABC02', vin: 'JTNB11HK103456789' },
      'Укажите гос. номер, VIN или номер техпаспорта (одно из трёх).',
    ],
    [
      'flag disagrees',
      { filter: { verify: true, isNumber: false }, number: '123ABC02' },
      'Признак поиска по гос. номеру не совпадает с запросом.',
    ],
    ['too short', { filter: { verify: true, isNumber: true }, number: '12' }, 'Введите не менее 4 символов'],
    [
      'not normalised',
      { filter: { verify: true, isNumber: true }, number: '123 abc 02' },
      'Только буквы и цифры',
    ],
    ['lowercase', { filter: { verify: true, isNumber: true }, number: '123abc02' }, 'Только заглавные буквы'],
  ])('400 for a bad body: %s', async (_n, body, message) => {
    const r = await search(makeApp(), body);
    expect(r.status).toBe(400);
    expect(r.json.result).toBe(false);
    if (message) expect(r.json.errors).toContain(message);
  });

  it('only the reserve-sale group [0, 3, 7, 8] may search', async () => {
    const t = makeApp();
    const body = { filter: { verify: true, isNumber: true }, number: '123ABC02' };
    for (const role of ALLOWED) expect((await search(t, body, role)).status, `role ${role}`).toBe(200);
    for (const role of OTHERS) {
      const r = await search(t, body, role);
      expect(r.status, `role ${role}`).toBe(403);
      expect(r.json).toEqual(FORBIDDEN);
    }
    expect((await post(t.app, '/api/vehicle/get', body)).status).toBe(401);
  });
});

function t0() {
  return makeApp();
}

describe('POST /api/vehicle/set and set-simple', () => {
  it('saves a register vehicle with an id (status 200, number saved); saving it again keeps the id', async () => {
    const t = makeApp();
    const [v] = await found(t, { filter: { verify: true, isNumber: true }, number: '123ABC02' });
    const first = await save(t, [v]);
    expect(first.status).toBe(200);
    const answer = VehicleSetAnswerSchema.parse(first.json);
    expect(answer).toMatchObject({ result: true, status: 200, number: 1 });
    const id = answer.data[0]?.id;
    expect(id).toBeGreaterThan(0);
    // the search now names the saved id, and a second save updates the same row
    const [again] = await found(t, { filter: { verify: true, isNumber: true }, number: '123ABC02' });
    expect(again?.id).toBe(id);
    const second = VehicleSetAnswerSchema.parse((await save(t, [{ ...v, id: null }])).json);
    expect(second.data[0]?.id).toBe(id);
    expect((t.db.prepare('SELECT COUNT(*) AS n FROM ogpo_vehicles').get() as { n: number }).n).toBe(1);
  });

  it("the register's data win over what the browser sends for a resident vehicle", async () => {
    const t = makeApp();
    const [v] = await found(t, { filter: { verify: true, isNumber: true }, number: '123ABC02' });
    const sent = { ...v!, color: 'Розовый', registration: { ...v!.registration, region_id: 5 } };
    const saved = VehicleSetAnswerSchema.parse((await save(t, [sent])).json).data[0];
    expect(saved).toMatchObject({ color: 'Белый', registration: { region_id: 2 } });
  });

  it('refuses a resident vehicle without full registration with the spec message (422)', async () => {
    const t = makeApp();
    const [v] = await found(t, { filter: { verify: true, isNumber: true }, number: '777KZA01' });
    const r = await save(t, [v]);
    expect(r.status).toBe(422);
    expect(r.json).toEqual({
      result: false,
      errors: ['По данному ТС нет регистрации. Уточните данные в центре регистрации авто.'],
    });
    const [partly] = await found(t, { filter: { verify: true, isNumber: true }, number: '055XYZ10' });
    expect((await save(t, [partly])).status).toBe(422);
  });

  it('a resident vehicle the register does not know, or an unknown id, is 404 "Авто не найдено"', async () => {
    const t = makeApp();
    const [v] = await found(t, { filter: { verify: true, isNumber: true }, number: '123ABC02' });
    const invented = await save(t, [{ ...v, vin: 'AAAAAAAAAAAAAAAAA' }]);
    expect(invented.status).toBe(404);
    expect(invented.json).toEqual({ result: false, errors: ['Авто не найдено'] });
    const ghost = await save(t, [{ ...v, id: 9999 }]);
    expect(ghost.status).toBe(404);
    expect(ghost.json).toEqual({ result: false, errors: ['Авто не найдено'] });
  });

  it('a foreign vehicle typed by hand is kept with region 17; an incomplete one is refused', async () => {
    const t = makeApp();
    const typed = {
      id: null,
      type_id: 4,
      number: 'KG777AB',
      vin: 'XW8ZZZ61ZJG123456',
      year: '2018',
      color: 'Белый',
      mark: 'Skoda',
      model: 'Octavia',
      engine: { number: '', power: '', volume: '1600' },
      registration: {
        number: 'KG777AB',
        certificate: 'KG5544332',
        date: '2018-01-10',
        region_id: 3,
        big_city: false,
        kato: '',
      },
      verify: false,
    };
    const r = await save(t, [typed], '/api/vehicle/set-simple');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ result: true, data: { registration: { region_id: 17 }, mark: 'Skoda' } });
    expect((r.json.data as Vehicle).id).toBeGreaterThan(0);
    const incomplete = await save(
      t,
      [{ ...typed, vin: 'XW8ZZZ61ZJG000000', mark: '' }],
      '/api/vehicle/set-simple',
    );
    expect(incomplete.status).toBe(422);
    expect(incomplete.json.errors).toEqual([
      'Пожалуйста, заполните все обязательные поля, чтобы продолжить.',
    ]);
  });

  it('set saves all or nothing', async () => {
    const t = makeApp();
    const [ok] = await found(t, { filter: { verify: true, isNumber: true }, number: '001AAA01' });
    const [bad] = await found(t, { filter: { verify: true, isNumber: true }, number: '777KZA01' });
    expect((await save(t, [ok, bad])).status).toBe(422);
    expect((t.db.prepare('SELECT COUNT(*) AS n FROM ogpo_vehicles').get() as { n: number }).n).toBe(0);
  });

  it.each([
    ['an empty list', []],
    ['not a list', { number: '123ABC02' }],
    ['a bad vehicle', [{ id: null, number: 'x' }]],
    ['an unknown type', [{ id: null, type_id: 99 }]],
  ])('400 for %s', async (_n, body) => {
    const r = await save(makeApp(), body);
    expect(r.status).toBe(400);
    expect(r.json.result).toBe(false);
  });

  it('set-simple takes exactly one vehicle', async () => {
    const t = makeApp();
    const [a] = await found(t, { filter: { verify: true, isNumber: true }, number: '001AAA01' });
    const [b] = await found(t, { filter: { verify: true, isNumber: true }, number: '123ABC02' });
    expect((await save(t, [a, b], '/api/vehicle/set-simple')).status).toBe(400);
  });

  it('only the reserve-sale group may save', async () => {
    const t = makeApp();
    for (const path of ['/api/vehicle/set', '/api/vehicle/set-simple'])
      for (const role of OTHERS) {
        const res = await post(t.app, path, [], auth(tokenOf(t, role)));
        expect(res.status, `${path} role ${role}`).toBe(403);
      }
  });
});

describe('POST /api/client/get-driver-license (the licence register)', () => {
  const lookup = async (t: ReturnType<typeof makeApp>, body: unknown, role: RoleId = 8) => {
    const res = await post(t.app, '/api/client/get-driver-license', body, auth(tokenOf(t, role)));
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };

  it.each([
    ['850315300128', 'BN123456', '2005-06-10'],
    ['900722400456', 'AA654321', '2012-09-03'],
    ['020412600914', 'KZ001234', '2025-08-14'],
    ['600501300336', 'AB111222', '1985-02-11'],
    ['990101400555', 'AC777888', '2019-04-25'],
    ['860830400106', 'DE4471K09', '2011-04-18'],
  ])('%s has licence %s issued %s', async (iin, number, issued) => {
    const r = await lookup(makeApp(), { iin, number });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ result: true, data: { number, issued } });
  });

  it.each([
    ['951228400660', 'BN123456'],
    ['850315300128', 'AA654321'],
    ['850315300128', 'BN000000'],
  ])('%s with %s: 404 "Документ по номеру … не найдено."', async (iin, number) => {
    const r = await lookup(makeApp(), { iin, number });
    expect(r.status).toBe(404);
    expect(r.json).toEqual({ result: false, errors: [`Документ по номеру ${number} не найдено.`] });
  });

  it.each([
    [{ iin: '85031530012', number: 'BN123456' }, 'ИИН должен содержать 12 цифр'],
    [{ iin: '850315300128' }, null],
    [{ iin: '850315300128', number: 'bn 123' }, 'Номер удостоверения: только буквы и цифры'],
    [{ iin: '850315300128', number: 'bn123456' }, 'Номер удостоверения: только заглавные буквы'],
  ])('400 for %j', async (body, message) => {
    const r = await lookup(makeApp(), body);
    expect(r.status).toBe(400);
    if (message) expect(r.json.errors).toContain(message);
  });

  it('only the reserve-sale group may look up', async () => {
    const t = makeApp();
    for (const role of OTHERS)
      expect((await lookup(t, { iin: '850315300128', number: 'BN123456' }, role)).status).toBe(403);
    for (const role of ALLOWED)
      expect((await lookup(t, { iin: '850315300128', number: 'BN123456' }, role)).status).toBe(200);
  });
});

describe('GET /api/dictionaries/regions', () => {
  it('lists the regions with 17 (foreign) and 18 (transit) for the sale groups', async () => {
    const t = makeApp();
    const res = await get(t.app, '/api/dictionaries/regions', tokenOf(t, 4));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: boolean; data: Array<{ id: number; title: string }> };
    expect(body.data.find((r) => r.id === 17)?.title).toMatch(/Иностранная регистрация/);
    expect(body.data.find((r) => r.id === 18)?.title).toBe('Транзит');
    expect(body.data.find((r) => r.id === 2)?.title).toBe('г. Алматы');
    expect((await get(t.app, '/api/dictionaries/regions', tokenOf(t, 6))).status).toBe(403);
  });
});
