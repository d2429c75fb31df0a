/**
 * The OGPO page's calls and the policy machine provided with them: what the app runs. apps/web wires the calls to
 * the API client; each dialog's machine is provided here with its own calls (the views are the app's lazy chunks).
 */
import { fromPromise } from 'xstate';
import type { ProductAvailability } from '../../../shared/product-availability';
import { provideChiefDialog, type ChiefDialogCalls } from '../chief/chief-calls';
import { provideClientDialog, type ClientDialogCalls } from '../client/client-calls';
import { provideDocumentUpload, type DocumentUploadCalls } from '../documents/document-upload.machine';
import { providePodftDocuments, type PodftDocumentsCalls } from '../documents/podft-documents.machine';
import { provideLicenceDialog, type LicenceDialogCalls } from '../licence/licence-dialog.machine';
import { provideVehicleDialog, type VehicleDialogCalls } from '../vehicle/vehicle-calls';
import type { OrderAgents, OrderAgentsRequest, StaffMember } from '../contract';
import { policyMachine, type DeleteClientImages } from './policy.machine';

export interface PolicyCalls {
  /** GET /api/products/availability (its data). */
  availability(): Promise<ProductAvailability>;
  /** GET /api/dictionaries/order/managers (its data). */
  managers(): Promise<StaffMember[]>;
  /** POST /api/dictionaries/order/agents. */
  agents(request: OrderAgentsRequest): Promise<OrderAgents>;
  /** POST /api/document/delete-client-images: a deleted client's images go with it. */
  deleteClientImages(request: DeleteClientImages): Promise<unknown>;
  client: ClientDialogCalls;
  chief: ChiefDialogCalls;
  vehicle: VehicleDialogCalls;
  licence: LicenceDialogCalls;
  documents: DocumentUploadCalls;
  podft: PodftDocumentsCalls;
}

export function providePolicy(calls: PolicyCalls) {
  return policyMachine.provide({
    actors: {
      clientDialog: provideClientDialog(calls.client),
      chiefDialog: provideChiefDialog(calls.chief),
      vehicleDialog: provideVehicleDialog(calls.vehicle),
      licenceDialog: provideLicenceDialog(calls.licence),
      documentsDialog: provideDocumentUpload(calls.documents),
      podftDialog: providePodftDocuments(calls.podft),
      loadAvailability: fromPromise(() => calls.availability()),
      loadManagers: fromPromise(() => calls.managers()),
      loadAgents: fromPromise(({ input }) => calls.agents(input)),
      // in the background: a failure must not take the page down (an unhandled child error stops the policy)
      deleteClientImages: fromPromise(({ input }) => calls.deleteClientImages(input).catch(() => undefined)),
    },
  });
}
