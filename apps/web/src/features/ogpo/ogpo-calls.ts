// Every call of the OGPO page on the API client: the kernel's (features/sale/sale-calls.ts) with OGPO's policy, and
// OGPO's own: verification of the parties and vehicles, calculation, checkout, the rewrite's policy-get and the
// default insured of a legal-entity insurer. What core's providePolicy takes (the dialogs bring their own calls).
import type { ApiClient } from '@sakta/core/shared';
import { isApiError } from '@sakta/core/shared';
import {
  calculateOgpoEndpoint,
  checkoutEndpoint,
  draftItemEndpoint,
  draftSaveEndpoint,
  policyGetEndpoint,
  verifyClientEndpoint,
  verifyVehicleEndpoint,
  DEFAULT_INSURED_REQUEST,
  type PolicyCalls,
} from '@sakta/core/ogpo';
import { refusedAs, saleCalls } from '../sale/sale-calls';

export function policyCalls(api: ApiClient): PolicyCalls {
  return {
    ...saleCalls(api, { item: draftItemEndpoint, save: draftSaveEndpoint }),
    // a party that fails answers result: false (which the client reads as a refusal): it is the check's answer
    verifyClient: (request) =>
      api.call(verifyClientEndpoint, request).catch(refusedAs({ success: false, result: false })),
    verifyVehicle: (request) =>
      api.call(verifyVehicleEndpoint, request).catch(refusedAs({ success: false, result: false })),
    // client/get by the register's id (4.1), with the client calls' chunk: the insurer's dialog has loaded it already
    defaultInsured: async () => {
      const { clientGetEndpoint } = await import('@sakta/core/parties/client');
      return api.call(clientGetEndpoint, DEFAULT_INSURED_REQUEST);
    },
    calculate: (request) => api.call(calculateOgpoEndpoint, request),
    checkout: (request) => api.call(checkoutEndpoint, request),
    // refused: not-found; refused until the insurer's phone is given: the error and a phone prompt (spec 8)
    policyGet: async (request) => {
      try {
        const answer = await api.call(policyGetEndpoint, request);
        return 'policy' in answer
          ? answer
          : { result: false as const, error: answer.confirm.error, iin: answer.confirm.iin };
      } catch (error) {
        if (isApiError(error) && error.kind === 'rejected')
          return { result: false as const, error: error.errors.join('. ') };
        throw error;
      }
    },
  };
}
