/**
 * The OGPO page's calls and the policy machine provided with them: what the app runs. apps/web wires the calls to
 * the API client; each dialog's machine is provided here with its own calls (the views are the app's lazy chunks).
 */
import { fromPromise } from 'xstate';
import type {
  Calculation,
  CheckoutAnswer,
  CheckoutRequest,
  OgpoPolicy,
  PolicyGetOutcome,
  PolicyGetRequest,
  VerifyAnswer,
  VerifyClientRequest,
  VerifyVehicleRequest,
} from '../sale/contract';
import type { VerificationAnswers, VerificationRequests } from './sale';
import { saleActors, type SaleCalls } from '../../../shared/sale/sale-calls';
import { provideLicenceDialog, type LicenceDialogCalls } from '../licence/licence-dialog.machine';
import { provideVehicleDialog, type VehicleDialogCalls } from '../vehicle/vehicle-calls';
import { policyMachine } from './policy.machine';

/** The kernel's calls with OGPO's policy, and OGPO's own: its dialogs, verification, calculation, checkout, rewrite. */
export interface PolicyCalls extends SaleCalls<OgpoPolicy> {
  vehicle: VehicleDialogCalls;
  licence: LicenceDialogCalls;
  verifyClient(request: VerifyClientRequest): Promise<VerifyAnswer>;
  verifyVehicle(request: VerifyVehicleRequest): Promise<VerifyAnswer>;
  calculate(request: { policy: OgpoPolicy }): Promise<Calculation>;
  checkout(request: CheckoutRequest): Promise<CheckoutAnswer>;
  policyGet(request: PolicyGetRequest): Promise<PolicyGetOutcome>;
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
      ...saleActors(calls),
      vehicleDialog: provideVehicleDialog(calls.vehicle),
      licenceDialog: provideLicenceDialog(calls.licence),
      // the kernel passes the requests OGPO's descriptor made (ogpo-sale.ts)
      policyGet: fromPromise(({ input }) => calls.policyGet(input as PolicyGetRequest)),
      verifyPolicy: fromPromise(({ input }) => runVerification(calls, input as VerificationRequests)),
      calculate: fromPromise(({ input }) => calls.calculate(input as { policy: OgpoPolicy })),
      checkout: fromPromise(({ input }) => calls.checkout(input as CheckoutRequest)),
    },
  });
}
