// Every call of the casco page on the API client: the kernel's (features/sale/sale-calls.ts) with casco's policy,
// and casco's own: verify/client-fi for each party, calculate/financial-institutions-casco and checkout-fi. What
// core's provideCasco takes (the dialogs bring their own calls).
import type { ApiClient } from '@sakta/core/shared';
import {
  calculateCascoEndpoint,
  cascoDraftItemEndpoint,
  cascoDraftSaveEndpoint,
  checkoutCascoEndpoint,
} from '@sakta/core/casco';
import type { CascoCalls } from '@sakta/core/casco/sale';
import { verifyClientFiEndpoint } from '@sakta/core/sale/fi';
import { refusedAs, saleCalls } from '../sale/sale-calls';

export function cascoCalls(api: ApiClient): CascoCalls {
  return {
    ...saleCalls(api, { item: cascoDraftItemEndpoint, save: cascoDraftSaveEndpoint }),
    // a party that fails answers result: false (which the client reads as a refusal): it is the check's answer
    verifyClientFi: (request) =>
      api.call(verifyClientFiEndpoint, request).catch(refusedAs({ success: false, result: false })),
    calculate: (request) => api.call(calculateCascoEndpoint, request),
    checkoutFi: (request) => api.call(checkoutCascoEndpoint, request),
  };
}
