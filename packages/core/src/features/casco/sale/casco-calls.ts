/**
 * The casco page's calls and the casco machine provided with them: what the app runs. apps/web wires the calls to
 * the API client; the dialogs come provided with their own calls (the app loads each with its view).
 */
import { fromPromise } from 'xstate';
import type { CheckoutAnswer, VerifyAnswer } from '../../../shared/sale/contract';
import type { CheckoutFiRequest, VerifyClientFiRequest } from '../../../shared/sale/fi/contract';
import type { FiVerificationRequests } from '../../../shared/sale/fi/sale';
import { runFiVerification } from '../../../shared/sale/fi/calls';
import { saleActors, type DialogActors, type SaleCalls } from '../../../shared/sale/sale-calls';
import type { CascoCalculation, CascoPolicy } from '../contract';
import { cascoMachine } from './casco.machine';
import { CascoCalculationRefused } from './sale';

/** The kernel's calls with casco's policy, and casco's own: verify/client-fi, the calculation, checkout-fi. */
export interface CascoCalls extends SaleCalls<CascoPolicy> {
  verifyClientFi(request: VerifyClientFiRequest): Promise<VerifyAnswer>;
  calculate(request: { policy: CascoPolicy }): Promise<CascoCalculation>;
  checkoutFi(request: CheckoutFiRequest<CascoPolicy>): Promise<CheckoutAnswer>;
}

/** The casco machine with the calls, and the dialogs (client, chief, vehicle, documents, podft). */
export function provideCasco(calls: CascoCalls, dialogs: DialogActors) {
  return cascoMachine.provide({
    actors: {
      ...saleActors(calls),
      ...dialogs,
      // the kernel passes the requests casco's descriptor made (casco-sale.ts)
      verifyPolicy: fromPromise(({ input }) => runFiVerification(calls, input as FiVerificationRequests)),
      // a vehicle the tariff cannot price fails the calculation, with every vehicle's mark
      calculate: fromPromise(async ({ input }) => {
        const answer = await calls.calculate(input as { policy: CascoPolicy });
        if (!answer.result) throw new CascoCalculationRefused(answer);
        return answer;
      }),
      checkout: fromPromise(({ input }) => calls.checkoutFi(input as CheckoutFiRequest<CascoPolicy>)),
    },
  });
}
