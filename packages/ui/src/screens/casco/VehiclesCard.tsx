/**
 * The casco vehicles (spec part 2 sections 2.4, 3.4, 5.2, 8, 9): each vehicle's card (make and model, plate, VIN,
 * year, the actual cost and the insured amount; after calculation its premium, or 'Ошибка при получении премии' in
 * red), what 5.2 and the limits of 9 refuse of it under the program as it is now in red under it, edit and delete;
 * the add tile 'Добавить ТС' and the total insured amount. Renders core's `view.vehicles` and `view.vehiclesTotal`
 * in the FI pages' shared list (sale/fi/ItemsCard).
 */
import { CASCO_VEHICLE_LABELS, ruCasco } from '@sakta/core/casco';
import type { CascoVehicleCard } from '@sakta/core/casco/sale';
import { ItemsCard, type ItemCardView, type ItemRow } from '../sale/fi/ItemsCard';

const t = ruCasco.page.vehicles;

/** The vehicle's name in its card's label and buttons: make and model with the plate (or the plate alone). */
export const vehicleName = (v: CascoVehicleCard) =>
  v.number && v.title !== v.number ? `${v.title}, ${v.number}` : v.title || v.vin;

function vehicleItem(v: CascoVehicleCard): ItemCardView {
  const premium = v.premiumText ?? v.premiumError;
  const rows: ItemRow[] = [
    { label: CASCO_VEHICLE_LABELS.number, value: v.number },
    { label: CASCO_VEHICLE_LABELS.vin, value: v.vin },
    { label: CASCO_VEHICLE_LABELS.year, value: v.year },
    { label: t.cost, value: v.costText },
    { label: t.amount, value: v.amountText },
    // the premium once calculated, or the calculation's refusal of this vehicle
    ...(premium === null ? [] : [{ label: t.premium, value: premium, danger: v.premiumError !== null }]),
  ];
  return { index: v.index, name: vehicleName(v), title: v.title, rows, errors: v.errors };
}

export interface CascoVehiclesCardProps {
  vehicles: CascoVehicleCard[];
  total: string;
  locked: boolean;
  /** Opens the vehicle modal: a vehicle (index) or a new one (null). */
  onOpen: (index: number | null) => void;
  /** Asks to delete a vehicle (the page confirms first). */
  onAskDelete: (index: number, name: string) => void;
}

export function CascoVehiclesCard({ vehicles, total, locked, onOpen, onAskDelete }: CascoVehiclesCardProps) {
  return (
    <ItemsCard
      id="casco-vehicles"
      title={ruCasco.page.sections.vehicles}
      slot="casco-vehicles"
      item="casco-vehicle"
      words={{ empty: t.empty, add: ruCasco.page.add.vehicle, total: t.total }}
      items={vehicles.map(vehicleItem)}
      total={total}
      locked={locked}
      onOpen={onOpen}
      onAskDelete={onAskDelete}
    />
  );
}
