import { OGPO_VARIANT_CODES } from '../../shared/product-availability';

/**
 * The OGPO page's query (spec part 2 section 2.1): `product` must be 1 or 2 (above 2, or not a number: not-found);
 * without it the product choice comes first. A `global` without `isRewrite` leads to not-found.
 */

export type OgpoProductType = 1 | 2;

export type OgpoPage =
  | { kind: 'choose' }
  | { kind: 'policy'; productType: OgpoProductType; product: (typeof OGPO_VARIANT_CODES)[OgpoProductType] }
  | { kind: 'notFound' };

type Query = { get(name: string): string | null };

export function ogpoPage(query: Query): OgpoPage {
  if (query.get('global') !== null && query.get('isRewrite') === null) return { kind: 'notFound' };
  const product = query.get('product');
  if (product === null || product === '') return { kind: 'choose' };
  if (product === '1' || product === '2') {
    const productType = Number(product) as OgpoProductType;
    return { kind: 'policy', productType, product: OGPO_VARIANT_CODES[productType] };
  }
  return { kind: 'notFound' };
}
