// The regions dictionary (GET /api/dictionaries/regions) of every sale page's dialogs (OGPO's vehicle, property's
// object), fetched once per session through the query cache.
import type { ApiClient } from '@sakta/core/shared';
import { regionsEndpoint } from '@sakta/core/ogpo/vehicle';
import { dictionaryQuery } from '../../lib/queries';

export function regionsQuery(api: ApiClient) {
  return dictionaryQuery(
    'regions',
    async (signal) => (await api.call(regionsEndpoint, undefined, { signal })).data,
  );
}
