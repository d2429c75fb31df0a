import type { SnapshotFrom } from 'xstate';
import { createSaleMachine } from '../../../shared/sale/sale.machine';
import { propertySale } from './property-sale';

/**
 * The property policy (spec part 2 sections 2.3, 3.2, 4.1, 5.5, 5.6, 7.2, 7.3): the sale kernel (shared/sale) built
 * from property's descriptor (property-sale.ts).
 */
export const propertyMachine = createSaleMachine(propertySale);

export type PropertySnapshot = SnapshotFrom<typeof propertyMachine>;
