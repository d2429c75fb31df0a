/** The anti-money-laundering check's message on a party's card (spec part 2 section 2.2), when that check failed. */
import { ShieldAlert } from 'lucide-react';

export function PodftMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="flex items-start gap-2 rounded-md bg-danger-soft p-2 text-danger" role="status">
      <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}
