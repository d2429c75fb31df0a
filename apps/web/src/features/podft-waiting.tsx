// How many compliance records wait for a decision (role 6's home tile): a lazy chunk, so the home of every
// other role does not carry the query hook and the podft contract.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { podftListEndpoint } from '@sakta/core/podft';
import { useApi } from '../lib/api';
import { queryKeys } from '../lib/queries';

/** Reports the total of GET /api/podft/get?status=1 (cached; a decision on /podfts invalidates it). */
export function PodftWaiting({ onCount }: { onCount: (count: number) => void }) {
  const api = useApi();
  const { data } = useQuery({
    queryKey: queryKeys.podftWaiting,
    queryFn: async ({ signal }) =>
      (await api.call(podftListEndpoint, undefined, { query: { page: 1, status: 1 }, signal })).meta.total,
  });
  useEffect(() => {
    if (data !== undefined) onCount(data);
  }, [data, onCount]);
  return null;
}
