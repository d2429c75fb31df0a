import type { SnapshotFrom } from 'xstate';
import { createSaleMachine } from '../../../shared/sale/sale.machine';
import { cascoSale } from './casco-sale';

/**
 * The casco policy (spec part 2 sections 2.4, 3.2, 4.1, 5.2, 5.6, 7.2, 7.3): the sale kernel (shared/sale) built
 * from casco's descriptor (casco-sale.ts).
 */
export const cascoMachine = createSaleMachine(cascoSale);

export type CascoSnapshot = SnapshotFrom<typeof cascoMachine>;
