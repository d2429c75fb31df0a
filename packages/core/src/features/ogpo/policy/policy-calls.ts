/**
 * The OGPO page's calls and the policy machine provided with them: what the app runs. apps/web wires the calls to
 * the API client; each dialog's machine is provided here with its own calls (the views are the app's lazy chunks).
 */
import { fromPromise } from 'xstate';
import { codeConfirmationMachine } from '../../../shared/machines/code-confirmation.machine';
import { provideDocument } from '../../../shared/machines/document.machine';
import type {
  Calculation,
  CheckoutAnswer,
  CheckoutRequest,
  CheckPaymentAnswer,
  OgpoPolicy,
  OtpSendRequest,
  PolicyGetOutcome,
  PolicyGetRequest,
  VerifyAnswer,
  VerifyClientRequest,
  VerifyVehicleRequest,
} from '../sale/contract';
import type { VerificationAnswers, VerificationRequests } from './sale';
import type { ProductAvailability } from '../../../shared/product-availability';
import { provideChiefDialog, type ChiefDialogCalls } from '../../../shared/parties/chief/chief-calls';
import { provideClientDialog, type ClientDialogCalls } from '../../../shared/parties/client/client-calls';
import {
  provideDocumentUpload,
  type DocumentUploadCalls,
} from '../../../shared/parties/documents/document-upload.machine';
import {
  providePodftDocuments,
  type PodftDocumentsCalls,
} from '../../../shared/parties/documents/podft-documents.machine';
import { provideLicenceDialog, type LicenceDialogCalls } from '../licence/licence-dialog.machine';
import { provideVehicleDialog, type VehicleDialogCalls } from '../vehicle/vehicle-calls';
import type { OrderAgents, OrderAgentsRequest, StaffMember } from '../contract';
import { policyMachine, type DeleteClientImages } from './policy.machine';

export interface PolicyCalls {
  /** GET /api/get-ip: the seller's address, read before the page opens. */
  ip(): Promise<{ ip: string }>;
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
  // the sale (7.2, 7.3)
  verifyTerminal(request: { c_id: string }): Promise<{ result: boolean; message?: string }>;
  verifyClient(request: VerifyClientRequest): Promise<VerifyAnswer>;
  verifyVehicle(request: VerifyVehicleRequest): Promise<VerifyAnswer>;
  calculate(request: { policy: OgpoPolicy }): Promise<Calculation>;
  otpSend(request: OtpSendRequest): Promise<{ sendPhone: string }>;
  otpVerify(request: OtpSendRequest & { code: string }): Promise<unknown>;
  checkout(request: CheckoutRequest): Promise<CheckoutAnswer>;
  checkPayment(request: { id: number; payment: 0 | 1 }): Promise<CheckPaymentAnswer>;
  saveDraft(request: { policy: OgpoPolicy }): Promise<{ id: string }>;
  loadDraft(request: {
    id: string;
    product: string;
  }): Promise<{ result: true; id: string; policy: OgpoPolicy } | { result: false }>;
  policyGet(request: PolicyGetRequest): Promise<PolicyGetOutcome>;
  /** POST /api/policy/get-document {global, type}: the PDF, base64. */
  policyDocument(request: { global: string; type: 0 | 1 }): Promise<string>;
}

/**
 * Verification (7.2): the terminal first (a refusal stops there), then every party and vehicle at once. A call that
 * fails on the network fails the whole verification; the answers are read by `verificationOutcome`.
 */
export async function runVerification(
  calls: Pick<PolicyCalls, 'verifyTerminal' | 'verifyClient' | 'verifyVehicle'>,
  requests: VerificationRequests,
): Promise<VerificationAnswers> {
  const terminal = requests.terminal ? await calls.verifyTerminal(requests.terminal) : null;
  if (terminal && !terminal.result) return { terminal, clients: [], vehicles: [] };
  const [clients, vehicles] = await Promise.all([
    Promise.all(requests.clients.map((r) => calls.verifyClient(r))),
    Promise.all(requests.vehicles.map((r) => calls.verifyVehicle(r))),
  ]);
  return { terminal, clients, vehicles };
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
      loadIp: fromPromise(() => calls.ip()),
      loadAvailability: fromPromise(() => calls.availability()),
      loadManagers: fromPromise(() => calls.managers()),
      loadAgents: fromPromise(({ input }) => calls.agents(input)),
      loadDraft: fromPromise(({ input }) => calls.loadDraft(input)),
      // the kernel passes the requests OGPO's descriptor made (ogpo-sale.ts)
      policyGet: fromPromise(({ input }) => calls.policyGet(input as PolicyGetRequest)),
      verifyPolicy: fromPromise(({ input }) => runVerification(calls, input as VerificationRequests)),
      calculate: fromPromise(({ input }) => calls.calculate(input as { policy: OgpoPolicy })),
      checkout: fromPromise(({ input }) => calls.checkout(input as CheckoutRequest)),
      checkPayment: fromPromise(({ input }) => calls.checkPayment(input)),
      saveDraft: fromPromise(({ input }) => calls.saveDraft(input as { policy: OgpoPolicy })),
      document: provideDocument((request) =>
        calls.policyDocument(request as { global: string; type: 0 | 1 }),
      ),
      otp: codeConfirmationMachine.provide({
        actors: {
          sendCode: fromPromise(async ({ input }) => {
            const sent = await calls.otpSend(input.request as OtpSendRequest);
            return { phone: sent.sendPhone };
          }),
          verifyCode: fromPromise(({ input }) =>
            calls.otpVerify({ ...(input.request as OtpSendRequest), code: input.code }),
          ),
        },
      }),
      // in the background: a failure must not take the page down (an unhandled child error stops the policy)
      deleteClientImages: fromPromise(({ input }) =>
        calls.deleteClientImages(input as DeleteClientImages).catch(() => undefined),
      ),
    },
  });
}
