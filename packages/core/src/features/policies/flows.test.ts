import { describe, expect, it } from 'vitest';
import { policyListFlows } from './flows';
import { POLICY_DETAIL_CASCO, POLICY_DETAIL_OGPO, POLICY_DETAIL_PROPERTY } from './testing/fixtures';

describe('policyListFlows', () => {
  it('offers both flows for a running issued policy the caller may change', () => {
    expect(policyListFlows(POLICY_DETAIL_OGPO)).toEqual({ reportError: true, terminate: true });
  });

  it('offers nothing for another seller’s policy, or one not issued', () => {
    expect(policyListFlows({ ...POLICY_DETAIL_OGPO, changeable: false })).toEqual({
      reportError: false,
      terminate: false,
    });
    expect(policyListFlows({ ...POLICY_DETAIL_OGPO, status: 7 })).toEqual({
      reportError: false,
      terminate: false,
    });
  });

  it('no second termination once terminated, nor one without a global number', () => {
    const terminated = { ...POLICY_DETAIL_OGPO, terminated_at: '2026-03-20 11:05:00' };
    expect(policyListFlows(terminated)).toEqual({ reportError: true, terminate: false });
    expect(policyListFlows({ ...POLICY_DETAIL_OGPO, global_id: null })).toEqual({
      reportError: true,
      terminate: false,
    });
  });

  it("offers 'Расторжение' only on motor policies: a property or casco policy can report an error, not be terminated", () => {
    for (const policy of [POLICY_DETAIL_PROPERTY, { ...POLICY_DETAIL_CASCO, status: 1 }])
      expect(policyListFlows(policy)).toEqual({ reportError: true, terminate: false });
  });
});
