import { formatKzt } from '@sakta/core';
import type { CascoVehicle, CascoVehicleOutcome } from '@sakta/core/casco';
import { regionTitle } from '@sakta/core/parties/vehicle';

/** How a sold casco policy names its vehicles (the register's insured object, the PDFs). */

/** 'Hyundai HD78, госномер 456KTA02' */
export const vehicleTitle = (v: CascoVehicle): string =>
  [`${v.mark} ${v.model}`.trim(), v.number ? `госномер ${v.number}` : ''].filter(Boolean).join(', ');

const money = (n: number) => formatKzt(n);

/**
 * One vehicle's line of a PDF: its name, VIN, year, certificate and region, its cost and insured amount and, when
 * the server priced it, its tariff and premium.
 */
export function vehicleLine(v: CascoVehicle, price: CascoVehicleOutcome | undefined): string {
  return [
    vehicleTitle(v),
    v.vin ? `VIN ${v.vin}` : '',
    v.year ? `${v.year} г. выпуска` : '',
    v.registration.certificate ? `техпаспорт ${v.registration.certificate}` : '',
    regionTitle(v.registration.region_id),
    v.cost === null ? '' : `действительная стоимость ${money(v.cost)}`,
    v.amount === null ? '' : `страховая сумма ${money(v.amount)}`,
    price && 'premium' in price
      ? `тариф ${String(price.tariff).replace('.', ',')} %, премия ${money(price.premium)}`
      : '',
  ]
    .filter(Boolean)
    .join('; ');
}
