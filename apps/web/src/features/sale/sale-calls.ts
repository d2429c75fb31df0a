// The calls every product's sale makes, on the API client: what core's SaleCalls takes (the page's gate, the sellers,
// the terminal, the insurer's code, the payment check, drafts, the issued policy's PDFs). A product adds its own
// (features/ogpo/ogpo-calls.ts). The dialogs come with their own calls, each in its lazy chunk (lazy-dialogs.ts).
import type { ApiClient } from '@sakta/core/shared';
import {
  getIpEndpoint,
  isApiError,
  policyDocumentEndpoint,
  productAvailabilityEndpoint,
} from '@sakta/core/shared';
import {
  checkPaymentEndpoint,
  orderAgentsEndpoint,
  orderManagersEndpoint,
  otpSendEndpoint,
  otpVerifyEndpoint,
  verifyTerminalEndpoint,
  type DraftEndpoints,
  type SaleCalls,
  type SalePolicy,
} from '@sakta/core/sale';
import { documentDeleteClientImagesEndpoint } from '@sakta/core/parties/documents';
import { regionsEndpoint } from '@sakta/core/ogpo/vehicle';
import { dictionaryQuery } from '../../lib/queries';

/** A refusal (`result: false`) read as the answer it is, with its message; any other failure stays one. */
export const refusedAs =
  <T extends object>(answer: T) =>
  (error: unknown): T & { message?: string } => {
    if (isApiError(error) && error.kind === 'rejected')
      return { ...answer, ...(error.errors.length ? { message: error.errors.join('. ') } : {}) };
    throw error;
  };

/** The kernel's calls; `drafts`: the drafts' calls declared with the product's policy schema. */
export function saleCalls<Policy extends SalePolicy>(
  api: ApiClient,
  drafts: DraftEndpoints<Policy>,
): SaleCalls<Policy> {
  return {
    ip: () => api.call(getIpEndpoint, undefined),
    availability: async () => (await api.call(productAvailabilityEndpoint, undefined)).data,
    managers: async () => (await api.call(orderManagersEndpoint, undefined)).data,
    agents: (request) => api.call(orderAgentsEndpoint, request),
    // a client never saved (no id) has no images on the server
    deleteClientImages: async ({ client, ulid }) =>
      client.client.id
        ? api.call(documentDeleteClientImagesEndpoint, {
            client: { id: client.client.id },
            policy_ulid: ulid,
          })
        : undefined,
    // a terminal that may not conclude answers result: false (which the client reads as a refusal): it is the answer
    verifyTerminal: (request) =>
      api.call(verifyTerminalEndpoint, request).catch(refusedAs({ result: false })),
    otpSend: (request) => api.call(otpSendEndpoint, request),
    otpVerify: ({ ulid, phone, email, code }) => api.call(otpVerifyEndpoint, { ulid, phone, email, code }),
    checkPayment: (request) => api.call(checkPaymentEndpoint, request),
    saveDraft: (request) => api.call(drafts.save, request),
    // a missing draft answers {result: false}: the page says 'Черновик не найден' (a network failure stays one)
    loadDraft: ({ id, product }) =>
      api.call(drafts.item, undefined, { params: { id, product } }).catch((error: unknown) => {
        if (isApiError(error) && error.kind === 'rejected') return { result: false as const };
        throw error;
      }),
    policyDocument: async (request) => (await api.call(policyDocumentEndpoint, request)).document,
  };
}

/**
 * The regions dictionary (GET /api/dictionaries/regions) of the sale pages' dialogs (OGPO's vehicle, property's
 * object), fetched once per session. It stays with the pages' calls: a module of its own would split the query
 * cache's chunk, which every signed-in route loads.
 */
export function regionsQuery(api: ApiClient) {
  return dictionaryQuery(
    'regions',
    async (signal) => (await api.call(regionsEndpoint, undefined, { signal })).data,
  );
}
