import { policyStatusName, policyStatusTone, type PolicyStatusTone } from '@sakta/core';
import { StatusDot, type Tone } from '../../primitives/badge';

/** Policy status colours (part 2 section 4.5): new blue, issued green, error red, 3..8 yellow. */
export const POLICY_TONE: Record<PolicyStatusTone, Tone> = {
  new: 'primary',
  issued: 'success',
  error: 'danger',
  warning: 'warning',
};

/** A status as a coloured dot with its name. */
export function PolicyStatus({ status }: { status: number }) {
  const tone = policyStatusTone(status);
  return (
    <StatusDot
      data-status={status}
      data-status-tone={tone}
      tone={POLICY_TONE[tone]}
      label={policyStatusName(status)}
      showLabel
    />
  );
}
