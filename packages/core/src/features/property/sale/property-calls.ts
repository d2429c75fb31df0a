/**
 * The property page's calls and the property machine provided with them: what the app runs. apps/web wires the
 * calls to the API client; the dialogs come provided with their own calls (the app loads each with its view).
 */
import { fromPromise } from 'xstate';
import type { CheckoutAnswer, VerifyAnswer } from '../../../shared/sale/contract';
import type { CheckoutFiRequest, VerifyClientFiRequest } from '../../../shared/sale/fi/contract';
import { runFiVerification } from '../../../shared/sale/fi/calls';
import { saleActors, type DialogActors, type SaleCalls } from '../../../shared/sale/sale-calls';
import type { PropertyCalculation, PropertyPolicy } from '../contract';
import { propertyMachine } from './property.machine';
import type { PropertyVerificationRequests } from './sale';

/** The kernel's calls with property's policy, and property's own: verify/client-fi, the calculation, checkout-fi. */
export interface PropertyCalls extends SaleCalls<PropertyPolicy> {
  verifyClientFi(request: VerifyClientFiRequest): Promise<VerifyAnswer>;
  calculate(request: { policy: PropertyPolicy }): Promise<PropertyCalculation>;
  checkoutFi(request: CheckoutFiRequest<PropertyPolicy>): Promise<CheckoutAnswer>;
}

/** Verification (7.2): the terminal first, then every party by verify/client-fi at once. */
export const runPropertyVerification = runFiVerification;

/** The property machine with the calls, and the dialogs (client, chief, object, documents, podft). */
export function provideProperty(calls: PropertyCalls, dialogs: DialogActors) {
  return propertyMachine.provide({
    actors: {
      ...saleActors(calls),
      ...dialogs,
      // the kernel passes the requests property's descriptor made (property-sale.ts)
      verifyPolicy: fromPromise(({ input }) =>
        runPropertyVerification(calls, input as PropertyVerificationRequests),
      ),
      calculate: fromPromise(({ input }) => calls.calculate(input as { policy: PropertyPolicy })),
      checkout: fromPromise(({ input }) => calls.checkoutFi(input as CheckoutFiRequest<PropertyPolicy>)),
    },
  });
}
