import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError } from '../../../shared/api/errors';
import { provideVehicleDialog, provideVehicleLookup, type VehicleDialogCalls } from './vehicle-calls';
import { vehicleDialogInput } from './vehicle-dialog.machine';
import { foreignVehicle, kazakhVehicle, savedKazakhVehicle } from './testing/fixtures';

function run(calls: VehicleDialogCalls, product: 1 | 2) {
  const actor = createActor(provideVehicleLookup(calls), {
    input: vehicleDialogInput({ product, listed: [] }),
  });
  actor.start();
  return actor;
}

describe('provideVehicleLookup: the calls', () => {
  it('Standard asks the republic register first, then the foreign one', async () => {
    const get = vi.fn(async (req: { filter: { verify: boolean } }) =>
      req.filter.verify ? [] : [foreignVehicle],
    );
    const actor = run({ get, set: vi.fn() }, 1);
    actor.send({ type: 'QUERY', patch: { value: 'a123bc777' } });
    actor.send({ type: 'SEARCH' });
    await waitFor(actor, (s) => s.matches('found'));
    expect(get.mock.calls.map((c) => c[0])).toEqual([
      { filter: { verify: true, isNumber: true }, number: 'A123BC777' },
      { filter: { verify: false, isNumber: true }, number: 'A123BC777' },
    ]);
    expect(actor.getSnapshot().context.rows).toEqual([foreignVehicle]);
  });

  it('Temporary entry asks only the foreign register; nothing found is notFound', async () => {
    const get = vi.fn(async () => []);
    const actor = run({ get, set: vi.fn() }, 2);
    actor.send({ type: 'QUERY', patch: { by: 'vin', value: 'WVWZZZ1KZ8W123456' } });
    actor.send({ type: 'SEARCH' });
    await waitFor(actor, (s) => s.matches('notFound'));
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith({
      filter: { verify: false, isNumber: false },
      vin: 'WVWZZZ1KZ8W123456',
    });
  });

  it('saves the picked vehicle with vehicle/set; an empty answer is a malformed-answer message', async () => {
    const set = vi.fn(async () => [savedKazakhVehicle]);
    const actor = run({ get: vi.fn(async () => [kazakhVehicle]), set }, 1);
    actor.send({ type: 'QUERY', patch: { value: '123ABC02' } });
    actor.send({ type: 'SEARCH' });
    await waitFor(actor, (s) => s.matches('found'));
    actor.send({ type: 'PICK', index: 0 });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(set).toHaveBeenCalledWith([kazakhVehicle]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'saved', record: savedKazakhVehicle });

    const empty = run({ get: vi.fn(async () => [kazakhVehicle]), set: vi.fn(async () => []) }, 1);
    empty.send({ type: 'QUERY', patch: { value: '123ABC02' } });
    empty.send({ type: 'SEARCH' });
    await waitFor(empty, (s) => s.matches('found'));
    empty.send({ type: 'PICK', index: 0 });
    empty.send({ type: 'SUBMIT' });
    await waitFor(empty, (s) => s.matches('form') && s.context.message !== null);
    expect(empty.getSnapshot().context.message).toBe(ApiError.malformed().errors.join('. '));
  });
});

describe('provideVehicleDialog: as the policy invokes it', () => {
  it("the policy's request in, the saved vehicle out", async () => {
    const set = vi.fn(async () => [savedKazakhVehicle]);
    const actor = createActor(provideVehicleDialog({ get: vi.fn(async () => [kazakhVehicle]), set }), {
      input: { productType: 1, listed: { numbers: ['555AAA01'], vins: [] } },
    }).start();
    const lookup = () => actor.getSnapshot().children.lookup!;
    lookup().send({ type: 'QUERY', patch: { value: '555AAA01' } });
    lookup().send({ type: 'SEARCH' });
    // a listed plate is not searched
    expect((lookup().getSnapshot() as { value: unknown }).value).toBe('search');
    lookup().send({ type: 'QUERY', patch: { value: '123ABC02' } });
    lookup().send({ type: 'SEARCH' });
    await waitFor(lookup(), (s) => (s as { value: unknown }).value === 'found');
    lookup().send({ type: 'PICK', index: 0 });
    lookup().send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'saved', record: savedKazakhVehicle });
  });
});

describe('provideVehicleLookup: an edit keeps the policy fields', () => {
  it("the vehicle's images and podft block survive a save (the register does not keep them)", async () => {
    const images = [{ id: 9, file_name: 'tp.pdf' }];
    const set = vi.fn(async () => [savedKazakhVehicle]);
    const actor = createActor(provideVehicleLookup({ get: vi.fn(), set }), {
      input: vehicleDialogInput({
        product: 1,
        listed: [],
        record: { ...savedKazakhVehicle, images, podft: { id: 3 } } as never,
      }),
    }).start();
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({
      kind: 'saved',
      record: { ...savedKazakhVehicle, images, podft: { id: 3 } },
    });
  });
});
