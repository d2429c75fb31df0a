// Every call of the OGPO page on the API client: what core's providePolicy takes (the page's own calls, and each
// dialog's). The dialogs' views stay lazy chunks: nothing here imports them.
import type { ApiClient } from '@sakta/core/shared';
import { isApiError, policyDocumentEndpoint, productAvailabilityEndpoint } from '@sakta/core/shared';
import {
  calculateOgpoEndpoint,
  checkoutEndpoint,
  checkPaymentEndpoint,
  draftItemEndpoint,
  draftSaveEndpoint,
  getIpEndpoint,
  orderAgentsEndpoint,
  orderManagersEndpoint,
  otpSendEndpoint,
  otpVerifyEndpoint,
  policyGetEndpoint,
  verifyClientEndpoint,
  verifyTerminalEndpoint,
  verifyVehicleEndpoint,
  type PolicyCalls,
} from '@sakta/core/ogpo';
import { documentDeleteClientImagesEndpoint } from '@sakta/core/parties/documents';
import { chiefDialogCalls, clientDialogCalls } from '../parties/parties-calls';
import { documentUploadCalls, podftDocumentsCalls } from '../parties/documents-calls';
import { licenceDialogCalls, vehicleDialogCalls } from '../ogpo/vehicles-calls';

/** A refusal (`result: false`) read as the answer it is, with its message; any other failure stays one. */
const refusedAs =
  <T extends object>(answer: T) =>
  (error: unknown): T & { message?: string } => {
    if (isApiError(error) && error.kind === 'rejected')
      return { ...answer, ...(error.errors.length ? { message: error.errors.join('. ') } : {}) };
    throw error;
  };

export function policyCalls(api: ApiClient): PolicyCalls {
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
    client: clientDialogCalls(api),
    chief: chiefDialogCalls(api),
    vehicle: vehicleDialogCalls(api),
    licence: licenceDialogCalls(api),
    documents: documentUploadCalls(api),
    podft: podftDocumentsCalls(api),
    // a party that fails answers result: false (which the client reads as a refusal): it is the check's answer
    verifyTerminal: (request) =>
      api.call(verifyTerminalEndpoint, request).catch(refusedAs({ result: false })),
    verifyClient: (request) =>
      api.call(verifyClientEndpoint, request).catch(refusedAs({ success: false, result: false })),
    verifyVehicle: (request) =>
      api.call(verifyVehicleEndpoint, request).catch(refusedAs({ success: false, result: false })),
    calculate: (request) => api.call(calculateOgpoEndpoint, request),
    otpSend: (request) => api.call(otpSendEndpoint, request),
    otpVerify: ({ ulid, phone, email, code }) => api.call(otpVerifyEndpoint, { ulid, phone, email, code }),
    checkout: (request) => api.call(checkoutEndpoint, request),
    checkPayment: (request) => api.call(checkPaymentEndpoint, request),
    saveDraft: (request) => api.call(draftSaveEndpoint, request),
    // a missing draft answers {result: false}: the page says 'Черновик не найден' (a network failure stays one)
    loadDraft: ({ id, product }) =>
      api.call(draftItemEndpoint, undefined, { params: { id, product } }).catch((error: unknown) => {
        if (isApiError(error) && error.kind === 'rejected') return { result: false as const };
        throw error;
      }),
    policyDocument: async (request) => (await api.call(policyDocumentEndpoint, request)).document,
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
