/**
 * The OGPO page's calls and the policy machine provided with them: what the app runs. apps/web wires the calls to
 * the API client; the dialogs come provided with their own calls.
 */
import { fromPromise, type AnyActorLogic } from 'xstate';
import type { ProductAvailability } from '../../../shared/product-availability';
import type { OrderAgents, OrderAgentsRequest, StaffMember } from '../contract';
import type { PartyClient } from './parties';
import { policyMachine } from './policy.machine';

export interface PolicyCalls {
  /** GET /api/products/availability (its data). */
  availability(): Promise<ProductAvailability>;
  /** GET /api/dictionaries/order/managers (its data). */
  managers(): Promise<StaffMember[]>;
  /** POST /api/dictionaries/order/agents. */
  agents(request: OrderAgentsRequest): Promise<OrderAgents>;
  /** POST /api/document/delete-client-images: a deleted client's images go with it. */
  deleteClientImages(client: PartyClient): Promise<unknown>;
}

/** The dialogs, each provided with its calls. */
export interface PolicyDialogs {
  clientDialog: AnyActorLogic;
  chiefDialog: AnyActorLogic;
  vehicleDialog: AnyActorLogic;
  licenceDialog: AnyActorLogic;
  documentsDialog: AnyActorLogic;
  podftDialog: AnyActorLogic;
}

export function providePolicy(calls: PolicyCalls, dialogs: PolicyDialogs) {
  return policyMachine.provide({
    actors: {
      ...dialogs,
      loadAvailability: fromPromise(() => calls.availability()),
      loadManagers: fromPromise(() => calls.managers()),
      loadAgents: fromPromise(({ input }) => calls.agents(input)),
      deleteClientImages: fromPromise(({ input }) => calls.deleteClientImages(input)),
    },
  });
}
