/**
 * OGPO's reading of its parties beside the shared client cards (shared/sale/cards.ts): the vehicles' cards and
 * the drivers of a policy.
 */
export {
  clientCard,
  isEntity,
  isSameParty,
  partyIdentifier,
  partyKind,
  partyTitle,
  type ClientCardView,
} from '../../../shared/sale/cards';
import { documentsBeingChecked } from '../../../shared/sale/verification';
import type { PolicyVehicle } from '../sale/contract';

export interface VehicleCardView {
  title: string;
  number: string;
  vin: string;
  year: string;
  foreign: boolean;
  beingVerified: boolean;
  podftMessage: string | null;
}

export function vehicleCard(v: PolicyVehicle): VehicleCardView {
  return {
    title: [v.mark, v.model].filter(Boolean).join(' '),
    number: v.number ?? '',
    vin: v.vin ?? '',
    year: v.year == null ? '' : String(v.year),
    foreign: v.verify === false,
    beingVerified: documentsBeingChecked(v),
    podftMessage: v.podft?.success === false ? (v.podft.message ?? null) : null,
  };
}

/** The drivers of a policy: the insurer when it drives (isDrive), then the insureds. */
export function policyDrivers<T>(policy: {
  insurer: T | null;
  insureds: readonly T[];
  isDrive: boolean;
}): T[] {
  return [...(policy.isDrive && policy.insurer ? [policy.insurer] : []), ...policy.insureds];
}
