// The financial institutions' regions dictionary, for the property object's and the casco vehicle's dialogs (their
// lazy chunks): apart from the kernel's calls, so the OGPO page never loads it.
import type { ApiClient } from '@sakta/core/shared';
import { regionsByFiEndpoint } from '@sakta/core/sale/fi';
import { dictionaryQuery } from '../../lib/queries';

/**
 * GET /api/dictionaries/regions-by-fi: Kazakhstan's regions without OGPO's foreign and transit pseudo-regions,
 * fetched once per session.
 */
export function regionsByFiQuery(api: ApiClient) {
  return dictionaryQuery(
    'regions-by-fi',
    async (signal) => (await api.call(regionsByFiEndpoint, undefined, { signal })).data,
  );
}
