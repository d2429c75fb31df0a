// Every call of the property page on the API client: the kernel's (features/sale/sale-calls.ts) with property's
// policy, and property's own: verify/client-fi for each party, calculate/financial-institutions and checkout-fi.
// What core's provideProperty takes (the dialogs bring their own calls).
import type { ApiClient } from '@sakta/core/shared';
import {
  calculatePropertyEndpoint,
  checkoutPropertyEndpoint,
  propertyDraftItemEndpoint,
  propertyDraftSaveEndpoint,
} from '@sakta/core/property';
import type { PropertyCalls } from '@sakta/core/property/sale';
import { verifyClientFiEndpoint } from '@sakta/core/sale/fi';
import { refusedAs, saleCalls } from '../sale/sale-calls';

export function propertyCalls(api: ApiClient): PropertyCalls {
  return {
    ...saleCalls(api, { item: propertyDraftItemEndpoint, save: propertyDraftSaveEndpoint }),
    // a party that fails answers result: false (which the client reads as a refusal): it is the check's answer
    verifyClientFi: (request) =>
      api.call(verifyClientFiEndpoint, request).catch(refusedAs({ success: false, result: false })),
    calculate: (request) => api.call(calculatePropertyEndpoint, request),
    checkoutFi: (request) => api.call(checkoutPropertyEndpoint, request),
  };
}
