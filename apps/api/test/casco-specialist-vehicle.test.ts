import { describe, expect, it } from 'vitest';
import type { RoleId } from '@sakta/core';
import { SpecialistVehicleAnswerSchema } from '@sakta/core/casco';
import { SPECIALIST_CAT320, SPECIALIST_HD78 } from '@sakta/core/testing';
import { makeApp } from './helpers';
import { cascoSaleUlid } from './casco-sale-helpers';
import { callAs } from './property-sale-helpers';

/**
 * POST /api/vehicle/get-specialist-vehicle (spec part 2 sections 3.4, 5.2, 7.1, 8): the casco vehicle dialog's
 * lookup, on the Enter of its plate or VIN, of the program's type, in the sandbox's register (its demo trucks,
 * trailers and special machinery: features/casco/seed-data.ts). A call of the sale: the main-sale group, on a sale
 * the caller owns.
 */

type T = ReturnType<typeof makeApp>;
const FORBIDDEN = { result: false, errors: ['Недостаточно прав для этого действия.'] };
const NOT_FOUND = { result: false, data: null, message: 'Авто не найдено' };

const ask = (t: T, q: { type: number; number?: string; vin?: string }, role: RoleId = 3, n = 1) =>
  callAs(
    t,
    '/api/vehicle/get-specialist-vehicle',
    { ulid: cascoSaleUlid(n), number: '', vin: '', ...q },
    t.tokenFor(role, role === 8 ? 'APC0097' : null),
  );

/** The register's answer without its row id (the fixture's `vehicle_id` is the fixture's). */
const withoutId = ({ vehicle_id: _id, ...v }: { vehicle_id: number }) => v;

describe('POST /api/vehicle/get-specialist-vehicle', () => {
  it('finds a truck by its plate, with its register id', async () => {
    const r = await ask(makeApp(), { type: 6, number: '456KTA02' });
    expect(r.status).toBe(200);
    const answer = SpecialistVehicleAnswerSchema.parse(r.body);
    if (!answer.result) throw new Error('not found');
    expect(withoutId(answer.data)).toEqual(withoutId(SPECIALIST_HD78));
    expect(answer.data.vehicle_id).toBeGreaterThan(0);
  });

  it('finds special machinery by its VIN, which wins over a plate', async () => {
    const r = await ask(makeApp(), { type: 15, vin: 'CAT0320DCGZF01234', number: '456KTA02' });
    expect(r.body).toMatchObject({ result: true, data: withoutId(SPECIALIST_CAT320) });
  });

  it('finds the trailer and the old truck; a truck of the OGPO register is found too', async () => {
    const t = makeApp();
    expect((await ask(t, { type: 10, number: '345TRA02' })).body).toMatchObject({
      result: true,
      data: { mark: 'Schmitz Cargobull', engine: { number: '', power: '', volume: '' } },
    });
    expect((await ask(t, { type: 6, vin: 'WDB9700231L123456' })).body).toMatchObject({
      result: true,
      data: { mark: 'Mercedes-Benz', year: '2014' },
    });
    expect((await ask(t, { type: 6, number: '808TRK09' })).body).toMatchObject({
      result: true,
      data: { mark: 'КамАЗ', type_id: 6 },
    });
  });

  it('answers "Авто не найдено" for an unknown vehicle and for one of another type than the program’s', async () => {
    const t = makeApp();
    expect(await ask(t, { type: 6, number: '000XXX00' })).toEqual({ status: 200, body: NOT_FOUND });
    // the trailer asked as a truck, the car of the OGPO register as special machinery
    expect((await ask(t, { type: 6, number: '345TRA02' })).body).toEqual(NOT_FOUND);
    expect((await ask(t, { type: 15, number: '123ABC02' })).body).toEqual(NOT_FOUND);
  });

  it('refuses a plate of 3 characters or fewer, and a type casco does not insure', async () => {
    const t = makeApp();
    expect(await ask(t, { type: 6, number: '456' })).toEqual({
      status: 400,
      body: { result: false, errors: ['Укажите VIN или гос. номер длиннее 3 символов'] },
    });
    expect((await ask(t, { type: 4, number: '456KTA02' })).status).toBe(400);
  });

  it.each<RoleId>([0, 4, 7])('answers role %i of the main-sale group', async (role) => {
    expect((await ask(makeApp(), { type: 6, number: '456KTA02' }, role)).body).toMatchObject({
      result: true,
    });
  });

  it.each<RoleId>([1, 2, 5, 6, 8, 9, 10])('refuses role %i, outside the main-sale group', async (role) => {
    expect(await ask(makeApp(), { type: 6, number: '456KTA02' }, role)).toEqual({
      status: 403,
      body: FORBIDDEN,
    });
  });

  it("refuses another seller's sale and answers its owner and the administrator", async () => {
    const t = makeApp();
    expect((await ask(t, { type: 6, number: '456KTA02' }, 3, 2)).status).toBe(200);
    expect(await ask(t, { type: 6, number: '456KTA02' }, 7, 2)).toEqual({ status: 403, body: FORBIDDEN });
    expect((await ask(t, { type: 6, number: '456KTA02' }, 0, 2)).status).toBe(200);
  });
});
