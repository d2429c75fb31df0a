/**
 * The OGPO page's calls and the policy machine provided with them: what the app runs. apps/web wires the calls to
 * the API client; the dialogs come provided with their own calls (the app loads each with its view).
 */
import { fromPromise } from 'xstate';
import type {
  Calculation,
  CheckoutAnswer,
  CheckoutRequest,
  OgpoPolicy,
  PolicyGetOutcome,
  PolicyGetRequest,
  PolicyClient,
  VerifyAnswer,
  VerifyClientRequest,
  VerifyVehicleRequest,
} from '../sale/contract';
import type { VerificationAnswers, VerificationRequests } from './sale';
import { ApiError } from '../../../shared/api/errors';
import type { ClientGetAnswer } from '../../../shared/parties/client/client-dialog.types';
import { isDefaultInsured, ruRules } from '../rules';
import {
  saleActors,
  verifyAfterTerminal,
  type DialogActors,
  type SaleCalls,
} from '../../../shared/sale/sale-calls';
import { policyMachine } from './policy.machine';

/**
 * The kernel's calls with OGPO's policy, and OGPO's own: verification, calculation, checkout, the rewrite, and the
 * default insured of a legal-entity insurer (client/get with DEFAULT_INSURED_REQUEST: its answer as is).
 */
export interface PolicyCalls extends SaleCalls<OgpoPolicy> {
  defaultInsured(): Promise<ClientGetAnswer>;
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
  return verifyAfterTerminal(
    calls.verifyTerminal,
    requests.terminal,
    async () => {
      const [clients, vehicles] = await Promise.all([
        Promise.all(requests.clients.map((r) => calls.verifyClient(r))),
        Promise.all(requests.vehicles.map((r) => calls.verifyVehicle(r))),
      ]);
      return { clients, vehicles };
    },
    { clients: [], vehicles: [] },
  );
}

/** The register's default insured out of client/get's answer; any other answer is a refusal saying so. */
export function defaultInsuredOf(answer: ClientGetAnswer): PolicyClient {
  const record = 'data' in answer ? answer.data[0] : undefined;
  if (!record || !isDefaultInsured(record)) throw ApiError.rejected([ruRules.defaultInsured.unavailable]);
  return record;
}

/** The policy machine with the calls, and the dialogs (client, chief, vehicle, licence, documents, podft). */
export function providePolicy(calls: PolicyCalls, dialogs: DialogActors) {
  return policyMachine.provide({
    actors: {
      ...saleActors(calls),
      ...dialogs,
      // the kernel passes the requests OGPO's descriptor made (ogpo-sale.ts)
      policyGet: fromPromise(({ input }) => calls.policyGet(input as PolicyGetRequest)),
      verifyPolicy: fromPromise(({ input }) => runVerification(calls, input as VerificationRequests)),
      calculate: fromPromise(({ input }) => calls.calculate(input as { policy: OgpoPolicy })),
      checkout: fromPromise(({ input }) => calls.checkout(input as CheckoutRequest)),
      loadDefaultParty: fromPromise<unknown, void>(async () =>
        defaultInsuredOf(await calls.defaultInsured()),
      ),
    },
  });
}
