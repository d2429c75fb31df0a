import { describe, expect, it } from 'vitest';
import { policyDocuments } from './documents';
import {
  POLICY_DETAIL_CASCO,
  POLICY_DETAIL_ERROR,
  POLICY_DETAIL_OGPO,
  POLICY_DETAIL_PROPERTY,
  POLICY_DETAIL_TRAVEL,
} from './testing/fixtures';

/** The documents the policy modal offers (spec part 2 sections 3.9 `wk_ticket`, 4.5, 7.5; issue 43 item 9). */
const offered = (p: Parameters<typeof policyDocuments>[0]) =>
  policyDocuments(p).map((d) => [d.title, d.request.call, d.request.body]);

describe('policyDocuments', () => {
  it("every product's receipt comes again from get-document type 1, after the success card is closed", () => {
    for (const p of [POLICY_DETAIL_OGPO, POLICY_DETAIL_PROPERTY, POLICY_DETAIL_CASCO, POLICY_DETAIL_TRAVEL])
      expect(offered(p), p.product).toContainEqual([
        'Квитанция',
        'get-document',
        { global: p.global_id, type: 1 },
      ]);
  });

  it('property: the contract and the policy in one get-document-dc, then the receipt', () => {
    expect(offered(POLICY_DETAIL_PROPERTY)).toEqual([
      ['Договор страхования', 'get-document-dc', { global: '26-DS-505013', is_immovable: true }],
      ['Страховой полис', 'get-document-dc', { global: '26-DS-505013', is_immovable: true }],
      ['Квитанция', 'get-document', { global: '26-DS-505013', type: 1 }],
    ]);
  });

  it('casco: the contract, the policy and the application by get-document-ds, then the receipt', () => {
    expect(offered(POLICY_DETAIL_CASCO).map(([title, call]) => [title, call])).toEqual([
      ['Договор страхования', 'get-document-ds'],
      ['Страховой полис', 'get-document-ds'],
      ['Заявление на страхование', 'get-document-ds'],
      ['Квитанция', 'get-document'],
    ]);
  });

  it('travel: the policy and the receipt', () => {
    expect(offered(POLICY_DETAIL_TRAVEL)).toEqual([
      ['Страховой полис', 'get-document', { global: '26VZR000042KZ', type: 0 }],
      ['Квитанция', 'get-document', { global: '26VZR000042KZ', type: 1 }],
    ]);
  });

  it('none unless status 1 or 7, no error and a global id (4.5)', () => {
    expect(policyDocuments(POLICY_DETAIL_ERROR)).toEqual([]);
    expect(policyDocuments({ ...POLICY_DETAIL_TRAVEL, status: 0 })).toEqual([]);
    expect(policyDocuments({ ...POLICY_DETAIL_TRAVEL, error: 'ESBD' })).toEqual([]);
    expect(policyDocuments({ ...POLICY_DETAIL_TRAVEL, global_id: null })).toEqual([]);
    expect(offered({ ...POLICY_DETAIL_TRAVEL, status: 7 })).toHaveLength(2);
  });
});
