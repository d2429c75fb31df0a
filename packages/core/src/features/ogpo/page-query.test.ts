import { describe, expect, it } from 'vitest';
import { ogpoPage } from './page-query';

const page = (query: string) => ogpoPage(new URLSearchParams(query));

describe('ogpoPage (spec part 2 section 2.1)', () => {
  it.each([
    ['', { kind: 'choose' }],
    ['product=', { kind: 'choose' }],
    ['product=1', { kind: 'policy', productType: 1, product: 'OGPO_WEB_EA' }],
    ['product=2', { kind: 'policy', productType: 2, product: 'OGPO_WEB_EA_VV' }],
    ['product=2&draft=15', { kind: 'policy', productType: 2, product: 'OGPO_WEB_EA_VV' }],
    ['product=3', { kind: 'notFound' }],
    ['product=0', { kind: 'notFound' }],
    ['product=1.5', { kind: 'notFound' }],
    ['product=abc', { kind: 'notFound' }],
    ['product=1&global=KZ123', { kind: 'notFound' }],
    ['product=1&global=KZ123&isRewrite=1', { kind: 'policy', productType: 1, product: 'OGPO_WEB_EA' }],
  ])('?%s', (query, expected) => {
    expect(page(query)).toEqual(expected);
  });
});
