import type { FireAlarmId, SecurityMode } from './dictionaries';

/**
 * The insured property object (spec part 2 section 3.5) as the object modal holds it: text fields as typed,
 * money in tenge, the dictionaries' ids (condition, kind and walls for immovable objects only).
 */
export interface PropertyObject {
  region_id: number | null;
  address: string;
  /** Year built, 4 digits as typed. */
  year: string;
  cond_id: string;
  kind_id: string;
  wall_id: string;
  /** Actual cost ('Действительная стоимость'), tenge. */
  cost: number | null;
  /** Insured amount ('Страховая сумма'), tenge. */
  amount: number | null;
  premium: number | null;
  loan_number: string;
  add_info: string;
  activity: string;
  ownership: string;
  landlord: string;
  tenant: string;
  condition: string;
  has_access_system: boolean;
  has_security: boolean;
  /** Only with has_security. */
  security: SecurityMode | '';
  fire_alarm: FireAlarmId | null;
  dangers: string;
  /** The existing contracts' text ('' when the switch is off). */
  contracts: string;
}

/** An empty object, as the modal opens (and as Esc leaves it). */
export const blankPropertyObject = (): PropertyObject => ({
  region_id: null,
  address: '',
  year: '',
  cond_id: '',
  kind_id: '',
  wall_id: '',
  cost: null,
  amount: null,
  premium: null,
  loan_number: '',
  add_info: '',
  activity: '',
  ownership: '',
  landlord: '',
  tenant: '',
  condition: '',
  has_access_system: false,
  has_security: false,
  security: '',
  fire_alarm: null,
  dangers: '',
  contracts: '',
});
