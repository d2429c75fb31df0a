import { ruOgpo } from '../ru';
import type { PolicyClient, PolicyVehicle } from '../sale/contract';
import { clientCardDetails } from '../../../shared/parties/client/fields';

/**
 * What the page's cards read of the parties of an OGPO policy (spec part 2 sections 2.2, 3.3, 3.4). A party is the
 * contract's record (`ClientRecord`, `ChiefResult`, `Vehicle`) with what the policy attaches (images, podft): the
 * types `PolicyClient`, `PolicyChief`, `PolicyVehicle` of the sale contract, one type each from the dialog to the
 * card.
 */

export function partyTitle(p: PolicyClient): string {
  const named = [p.client.surname, p.client.name, p.client.patronymic].filter(Boolean).join(' ');
  return (p.client.title ?? '').trim() || named;
}

/** The identifier shown on the card: the IIN or BIN, else the document number. */
export const partyIdentifier = (p: PolicyClient): string => p.client.iin || p.document?.number || '';

export const isEntity = (p: PolicyClient): boolean => !p.filter.person;

/** Физ. лицо, Юр. лицо or ИП (an entrepreneur is a natural person with an entrepreneur block). */
export function partyKind(p: PolicyClient): string {
  if (!p.filter.person) return ruOgpo.card.entity;
  return p.entrepreneur?.number ? ruOgpo.card.entrepreneur : ruOgpo.card.person;
}

export interface ClientCardView {
  title: string;
  identifier: string;
  kind: string;
  residency: string;
  /** 'КДП не получено.' for a resident whose consent is not verified. */
  noConsent: boolean;
  beingVerified: boolean;
  /** The anti-money-laundering message when that check failed. */
  podftMessage: string | null;
  /** 'Класс:' once a premium exists. */
  bonusClass: string | null;
  bank: ReadonlyArray<{ label: string; value: string }> | null;
  differences: ReadonlyArray<{ field: string; esbd: string; scan: string }>;
  /** The driver's licence of an insured: number and issue date, or null when missing. */
  licence: { number: string; issued: string } | null;
  /** The fields the client field table shows on the card (core's CLIENT_FIELDS with `card`). */
  details: ReadonlyArray<{ label: string; value: string }>;
}

export function clientCard(p: PolicyClient, withClass = false): ClientCardView {
  const bank = p.bank;
  const bankRows =
    bank && (bank.iik || bank.bik || bank.name || bank.kbe)
      ? (['iik', 'bik', 'name', 'kbe'] as const).map((k) => ({
          label: ruOgpo.card.bankFields[k],
          value: bank[k] ?? '',
        }))
      : null;
  const licence = p.driver?.document;
  return {
    title: partyTitle(p),
    identifier: partyIdentifier(p),
    kind: partyKind(p),
    residency: p.filter.resident ? ruOgpo.card.resident : ruOgpo.card.nonResident,
    noConsent: p.filter.resident && p.filter.verify !== true,
    beingVerified: p.beingVerify === true,
    podftMessage: p.podft?.success === false ? (p.podft.message ?? null) : null,
    bonusClass: withClass ? (p.class?.class ?? null) : null,
    bank: bankRows,
    differences: (p.differences ?? []).map((d) => ({
      field: d.field,
      esbd: d.esbd ?? '',
      scan: d.scan ?? '',
    })),
    licence: licence?.number && licence.issued ? { number: licence.number, issued: licence.issued } : null,
    details: clientCardDetails(p),
  };
}

export interface VehicleCardView {
  title: string;
  number: string;
  vin: string;
  year: string;
  foreign: boolean;
  beingVerified: boolean;
  podftMessage: string | null;
}

export function vehicleCard(v: PolicyVehicle): VehicleCardView {
  return {
    title: [v.mark, v.model].filter(Boolean).join(' '),
    number: v.number ?? '',
    vin: v.vin ?? '',
    year: v.year == null ? '' : String(v.year),
    foreign: v.verify === false,
    beingVerified: v.beingVerify === true,
    podftMessage: v.podft?.success === false ? (v.podft.message ?? null) : null,
  };
}

/**
 * The insurer being also an insured: same IIN, title, document issue date and number (spec 4.1). Such an insured
 * sets isDrive instead of being added to the list.
 */
export function isSameParty(a: PolicyClient, b: PolicyClient): boolean {
  return (
    (a.client.iin ?? '') === (b.client.iin ?? '') &&
    partyTitle(a) === partyTitle(b) &&
    (a.document?.issued ?? '') === (b.document?.issued ?? '') &&
    (a.document?.number ?? '') === (b.document?.number ?? '')
  );
}

/** The drivers of a policy: the insurer when it drives (isDrive), then the insureds. */
export function policyDrivers<T>(policy: {
  insurer: T | null;
  insureds: readonly T[];
  isDrive: boolean;
}): T[] {
  return [...(policy.isDrive && policy.insurer ? [policy.insurer] : []), ...policy.insureds];
}
