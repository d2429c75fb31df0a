// Every call of the OGPO page on the API client: what core's providePolicy takes (the page's own calls, and each
// dialog's). The dialogs' views stay lazy chunks: nothing here imports them.
import type { ApiClient } from '@sakta/core/shared';
import { productAvailabilityEndpoint } from '@sakta/core/shared';
import { orderAgentsEndpoint, orderManagersEndpoint, type PolicyCalls } from '@sakta/core/ogpo';
import { documentDeleteClientImagesEndpoint } from '@sakta/core/ogpo/documents';
import { chiefDialogCalls, clientDialogCalls } from './parties-calls';
import {
  documentUploadCalls,
  licenceDialogCalls,
  podftDocumentsCalls,
  vehicleDialogCalls,
} from './vehicles-calls';

export function policyCalls(api: ApiClient): PolicyCalls {
  return {
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
  };
}
