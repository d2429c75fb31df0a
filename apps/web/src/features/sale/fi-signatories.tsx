// The company's signatories for the property and casco contract panels (spec part 2 section 2.3 'signatory'): the
// dictionary through the cache, given to the FI screens. Apart from the kernel's calls, so the OGPO page (whose
// panel has none, 2.1) never loads it.
import { createContext, useContext, type ComponentType, type ReactElement } from 'react';
import { QueryClientContext, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@sakta/core/shared';
import { saleSignatoriesEndpoint } from '@sakta/core/sale';
import { useApi } from '../../lib/api';
import { dictionaryQuery } from '../../lib/queries';

type SignatoryOptions = ReadonlyArray<{ id: number; title: string }>;

/** GET /api/dictionaries/signatories: the company's active signatories. */
export const loadSignatories = async (api: ApiClient, signal?: AbortSignal) =>
  (await api.call(saleSignatoriesEndpoint, undefined, { signal })).data;

/** The signatories through the cache, fetched once per session. */
export function signatoriesQuery(api: ApiClient) {
  return dictionaryQuery('signatories', (signal) => loadSignatories(api, signal));
}

/**
 * The signatories the server's first paint loaded (it has no query cache): given by the prerender around the page,
 * so the first paint shows the choice as the live page does.
 */
export const PaintedSignatories = createContext<SignatoryOptions | undefined>(undefined);

/**
 * An FI screen given the signatories: from the query cache in the live page, from PaintedSignatories in the
 * server's first paint (no QueryClient there). A failed load offers none ('Не выбран' only), so the page still
 * works.
 */
export function withSignatories<P extends { signatories?: SignatoryOptions }>(
  Screen: ComponentType<P>,
): (props: P) => ReactElement {
  function Live(props: P) {
    const api = useApi();
    const { data, isError } = useQuery(signatoriesQuery(api));
    return <Screen {...props} signatories={data ?? (isError ? [] : undefined)} />;
  }
  return function FiScreenWithSignatories(props: P) {
    const painted = useContext(PaintedSignatories);
    return useContext(QueryClientContext) ? <Live {...props} /> : <Screen {...props} signatories={painted} />;
  };
}
