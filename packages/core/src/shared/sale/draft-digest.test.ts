import { describe, expect, it } from 'vitest';
import { draftDigest, isSaleSaved } from './draft-digest';

/** Whether the page's sale is its draft as saved: the seller's data counts, what the server sets does not. */
const policy = {
  number: '01JSAKE0000000000000000901',
  insurer: { iin: '850315300128', images: [] as number[], class: null as string | null },
  treaty: { date: '2026-11-26', term: { unit: 'month', count: 12 } },
  manager: 4,
  agent: null as number | null,
  paymentPhone: '+7(701) 710-0128',
  premium: null as number | null,
};
const digest = draftDigest(policy);

describe('the digest of a draft', () => {
  it('ignores what the calculation, the checks, the attached documents and the role-chosen sellers set', () => {
    expect(draftDigest({ ...policy, premium: 14_577 })).toBe(digest);
    expect(draftDigest({ ...policy, insurer: { ...policy.insurer, images: [7], class: '3' } })).toBe(digest);
    expect(draftDigest({ ...policy, manager: 11, agent: 6 })).toBe(digest);
  });

  it('follows the parties, the treaty and what the seller typed beside them', () => {
    expect(draftDigest({ ...policy, insurer: { ...policy.insurer, iin: '790214300016' } })).not.toBe(digest);
    expect(draftDigest({ ...policy, treaty: { ...policy.treaty, date: '2026-12-01' } })).not.toBe(digest);
    expect(draftDigest({ ...policy, paymentPhone: '+7(701) 512-0128' })).not.toBe(digest);
    expect(draftDigest({ ...policy, paymentDate: '2026-11-28' })).not.toBe(digest);
  });

  it('a sale is saved with the digest its draft had when saved or opened; a sale never saved is not', () => {
    expect(isSaleSaved({ savedDigest: digest }, { ...policy, premium: 14_577 })).toBe(true);
    expect(isSaleSaved({ savedDigest: digest }, { ...policy, paymentPhone: '' })).toBe(false);
    expect(isSaleSaved({ savedDigest: null }, policy)).toBe(false);
  });
});
