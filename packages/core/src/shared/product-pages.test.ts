import { describe, expect, it } from 'vitest';
import { catalogueProductName, draftHref, productName, productPageOf } from './product-pages';

const onlyOgpo = (id: string) => id === 'ogpo';
const everything = () => true;

describe('product pages (spec part 2 section 2.1)', () => {
  it('maps DSD_FI and DSI_FI to Properties, the casco codes to Casco, OGPO_WEB_EA to Ogpo, VZR_EU to Traveling', () => {
    expect(
      ['DSD_FI', 'DSI_FI', 'DSAT_CASCO_FRE', 'DSAT_CASCO_TRL', 'DSAT_CASCO_SE1', 'DSAT_CASCO_SE2'].map(
        productPageOf,
      ),
    ).toEqual(['properties', 'properties', 'casco', 'casco', 'casco', 'casco']);
    expect(productPageOf('OGPO_WEB_EA')).toBe('ogpo');
    expect(productPageOf('VZR_EU')).toBe('traveling');
    expect(productPageOf('UNKNOWN')).toBeNull();
  });

  it('links with query draft (OGPO also with its product 1 or 2); no link to a page not built', () => {
    const id = '01JDS8RAFT0000000000970001';
    expect(draftHref({ product: 'OGPO_WEB_EA', product_type: 2, draft: id }, onlyOgpo)).toBe(
      `/ogpo?product=2&draft=${id}`,
    );
    expect(draftHref({ product: 'OGPO_WEB_EA', product_type: 3, draft: id }, onlyOgpo)).toBe(
      `/ogpo?draft=${id}`,
    );
    expect(draftHref({ product: 'DSD_FI', draft: id }, onlyOgpo)).toBeNull();
    expect(draftHref({ product: 'DSD_FI', draft: id }, everything)).toBe(
      `/financial-institutions/properties?draft=${id}`,
    );
    expect(draftHref({ product: 'DSAT_CASCO_SE1', draft: id }, everything)).toBe(
      `/financial-institutions/casco?draft=${id}`,
    );
    expect(draftHref({ product: 'VZR_EU', draft: id }, everything)).toBe(`/traveling?draft=${id}`);
    expect(draftHref({ product: 'VZR_EU', draft: id }, onlyOgpo)).toBeNull();
    expect(draftHref({ product: 'OGPO_WEB_EA', product_type: 1, draft: null }, everything)).toBeNull();
  });

  it("names OGPO by its type ('ОГПО ВТС', 'Временный въезд'), the others by code", () => {
    expect([1, 2, 3, null].map((t) => productName('OGPO_WEB_EA', t))).toEqual([
      'ОГПО ВТС',
      'Временный въезд',
      'ОГПО (транзит)',
      'ОГПО ВТС',
    ]);
    expect(productName('DSI_FI', null)).toBe('Имущество (недвижимое)');
    expect(productName('XYZ', null)).toBe('XYZ');
  });
});

describe('catalogueProductName', () => {
  it('names every catalogue code as the sale pages, drafts and dashboard do (issue 30, item 11)', () => {
    expect(
      ['OGPO_WEB_EA', 'OGPO_WEB_EA_VV', 'OGPO_WEB_EA_TR', 'DSAT_CASCO_FRE', 'DSAT_CASCO_TRL', 'VZR_EU'].map(
        catalogueProductName,
      ),
    ).toEqual([
      'ОГПО ВТС',
      'Временный въезд',
      'ОГПО (транзит)',
      'Каско: грузовые ТС',
      'Каско: прицепы',
      'Страхование выезжающих за рубеж',
    ]);
  });
});
