/** A terminal's status as a dot with its word (1 active, 0 inactive), shared by both terminal tables. */
import { ruOrganisation } from '@sakta/core/organisation';
import { StatusDot } from '../../primitives/badge';

export function TerminalStatus({ status }: { status: 0 | 1 }) {
  const t = ruOrganisation.terminals;
  return (
    <StatusDot
      tone={status === 1 ? 'success' : 'neutral'}
      label={status === 1 ? t.active : t.inactive}
      data-status={status}
    />
  );
}
