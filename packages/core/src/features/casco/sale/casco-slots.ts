import { deletedFiClient, fiSlots } from '../../../shared/sale/fi/parties';
import { listSlot, type SlotTable } from '../../../shared/sale/product';
import { addDays } from '../../../shared/sale/treaty';
import type { CascoVehicle } from '../contract';
import type { CascoVehicleDialogInput } from '../vehicle-dialog.machine';
import { cascoVehicleDialogInput } from '../vehicle-dialog.input';
import type { CascoContext, CascoParts, CascoTarget } from './casco-context';

/**
 * Casco's slots (spec part 2 sections 2.2, 2.4, 3.2, 3.4): the financial-institution parties (shared/sale/fi) and
 * the vehicles (the casco vehicle dialog, with the program's type, the available limit and the listed plates).
 */

type VehicleTarget = Extract<CascoTarget, { kind: 'vehicle' }>;

export function vehicleDialogRequest(context: CascoContext, target: VehicleTarget): CascoVehicleDialogInput {
  const p = context.policy;
  return cascoVehicleDialogInput({
    ulid: context.number,
    type: p.program.type,
    insurerIsPerson: p.insurer?.filter.person ?? true,
    vehicles: p.vehicles,
    ...(target.index !== null ? { index: target.index } : {}),
    // today: the day before the earliest first day of cover (tomorrow)
    today: addDays(context.minDate, -1),
  });
}

/** A vehicle saved from the dialog: its premium comes from the next calculation. */
const putVehicle = (p: CascoParts, target: VehicleTarget, record: CascoVehicle) => {
  const saved = { ...record, premium: null, calc: null };
  return {
    vehicles:
      target.index === null
        ? [...p.vehicles, saved]
        : p.vehicles.map((v, i) => (i === target.index ? saved : v)),
  };
};

export const CASCO_SLOTS: SlotTable<CascoParts, CascoTarget> = {
  ...fiSlots<CascoParts>(),
  vehicle: {
    ...listSlot<CascoParts, 'vehicles', VehicleTarget>('vehicles', 'vehicle', (context, target) =>
      vehicleDialogRequest(context as CascoContext, target),
    ),
    put: putVehicle,
  },
};

/** The client whose images go with it when it is deleted. */
export const deletedClient = (p: CascoParts, target: CascoTarget) => deletedFiClient(p, target);
