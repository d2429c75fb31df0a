import type { SnapshotFrom } from 'xstate';
import { createSaleMachine } from '../../../shared/sale/sale.machine';
import { ogpoSale } from './ogpo-sale';

/**
 * The OGPO policy (spec part 2 sections 2.1, 3.1, 4.1, 4.2, 6, 7.2, 7.3): the sale kernel (shared/sale) built from
 * OGPO's descriptor (ogpo-sale.ts: its slots, calls' requests, guards and term rule).
 */
export const policyMachine = createSaleMachine(ogpoSale);

export type PolicySnapshot = SnapshotFrom<typeof policyMachine>;

export * from './policy-context';
export {
  chiefDialogRequest,
  clientDialogRequest,
  deletedClient,
  documentsDialogRequest,
  licenceDialogRequest,
  vehicleDialogRequest,
} from './ogpo-slots';
export { ogpoCheckoutRequest as checkoutRequest } from './ogpo-sale';
export { ALERT_SECONDS, OTP_RESEND_SECONDS, SALE_PAUSES } from '../../../shared/sale/sale.setup';
