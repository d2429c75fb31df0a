import { isUlid, type PolicyClient, type PolicyVehicle } from '@sakta/core';
import type { DocumentRecord } from '@sakta/core/ogpo/documents';

/**
 * A reopened draft carries the documents kept for its policy now, not those of its last save: a document uploaded
 * (or deleted) after the seller saved is part of the policy all the same, since the server keeps every upload under
 * the policy's ulid. Each party gets the documents of its kind (1 insurer, 2 insured, 3 vehicle) and id (the
 * client's or the vehicle's); a product without insureds or vehicles keeps what it has. A draft of the older
 * numbering (digits only) has no documents kept under its number and stays as saved.
 */
interface WithParties {
  insurer: PolicyClient | null;
  insureds?: PolicyClient[];
  vehicle?: PolicyVehicle[];
}

export function withKeptImages<P extends WithParties>(policy: P, draftId: string, kept: DocumentRecord[]): P {
  if (!isUlid(draftId)) return policy;
  const of = (kind: 1 | 2 | 3, id: number | null | undefined) =>
    kept.filter((d) => d.kind === kind && d.c_id === id);
  return {
    ...policy,
    insurer: policy.insurer && { ...policy.insurer, images: of(1, policy.insurer.client.id) },
    ...(policy.insureds
      ? { insureds: policy.insureds.map((c) => ({ ...c, images: of(2, c.client.id) })) }
      : {}),
    ...(policy.vehicle ? { vehicle: policy.vehicle.map((v) => ({ ...v, images: of(3, v.id) })) } : {}),
  };
}
