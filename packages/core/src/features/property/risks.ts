import { DEFAULT_FRANCHISE, franchiseOf } from './conditions';
import { ruProperty } from './ru';

/**
 * The insurance-risks modal (spec part 2 sections 2.3, 4.1, 9): the ten risks with their unconditional deductible.
 * The franchise chosen in the program condition sets third_party_actions, plane_crash and flooding; every other
 * risk is fixed at 10 %, total loss included.
 */

export const PROPERTY_RISK_IDS = [
  'fire',
  'lightning',
  'explosion',
  'plane_crash',
  'natural_disasters',
  'earthquake',
  'earthquake_fire',
  'flooding',
  'third_party_actions',
  'total_loss',
] as const;
export type PropertyRiskId = (typeof PROPERTY_RISK_IDS)[number];

/** The risks whose deductible is the policy's franchise. */
export const FRANCHISE_RISKS: ReadonlySet<PropertyRiskId> = new Set([
  'third_party_actions',
  'plane_crash',
  'flooding',
]);
/** The fixed deductible of the other risks and of total loss, percent. */
export const FIXED_DEDUCTIBLE = 10;

export interface PropertyRisk {
  id: PropertyRiskId;
  name: string;
  /** Unconditional deductible, percent. */
  deductible: number;
}

/** The ten risks for a franchise (a value that is not an option is the default 1 %). */
export function propertyRisks(franchise: number = DEFAULT_FRANCHISE): PropertyRisk[] {
  const f = franchiseOf(franchise);
  return PROPERTY_RISK_IDS.map((id) => ({
    id,
    name: ruProperty.risks.names[id],
    deductible: FRANCHISE_RISKS.has(id) ? f : FIXED_DEDUCTIBLE,
  }));
}

/** The risks as the policy carries them (3.2 `risks`): id to deductible percent. */
export const risksRecord = (franchise: number): Record<PropertyRiskId, number> =>
  Object.fromEntries(propertyRisks(franchise).map((r) => [r.id, r.deductible])) as Record<
    PropertyRiskId,
    number
  >;
