import { ruOgpo } from '../ru';

/**
 * The parties of an OGPO policy as the page's cards read them (spec part 2 sections 2.2, 3.3, 3.4). The records come
 * from the dialogs (ogpo/client, ogpo/chief, ogpo/vehicle), parsed there with their schemas; the policy keeps them
 * whole and reads only these fields.
 */

export interface PartyClient {
  client: {
    id?: number | null;
    title?: string | null;
    surname?: string | null;
    name?: string | null;
    patronymic?: string | null;
    iin?: string | null;
    birthday?: string | null;
    phone?: string | null;
    email?: string | null;
    politician?: boolean | null;
  };
  filter: { resident: boolean; person: boolean; verify?: boolean };
  document?: { type_id?: number | null; number?: string | null; issued?: string | null } | null;
  class?: { class_id?: number | null; class?: string | null } | null;
  podft?: {
    success?: boolean | null;
    message?: string | null;
    setDocument?: boolean | null;
    id?: number | null;
    status?: number | null;
  } | null;
  /** The documents uploaded for the party (document/upload records; type_id '00001', '555'...). */
  images?: ReadonlyArray<{ id: number; type_id: string }> | null;
  driver?: {
    age?: number | null;
    pensioner?: boolean | null;
    /** 'Стаж менее 2-х лет'. */
    experience?: boolean | null;
    age_experience_id?: number | null;
    document?: { number?: string | null; issued?: string | null } | null;
  } | null;
  bank?: { iik?: string | null; bik?: string | null; name?: string | null; kbe?: string | null } | null;
  entrepreneur?: { name?: string | null; number?: string | null } | null;
  /** Fields where the state register and the recognised scan differ (spec 2.2 comparison table). */
  differences?: ReadonlyArray<{ field: string; esbd: string | null; scan: string | null }> | null;
  beingVerify?: boolean;
}

/** A leader or beneficial owner of a legal-entity insurer (spec 3.3: result id, title, added, doc). */
export interface PartyChief {
  id: number;
  title: string;
  added?: boolean;
  doc?: string | null;
  resident?: boolean | null;
  images?: PartyClient['images'];
}

export interface PartyVehicle {
  id?: number | null;
  type_id?: number | null;
  number?: string | null;
  vin?: string | null;
  year?: number | string | null;
  color?: string | null;
  mark?: string | null;
  model?: string | null;
  /** Resident and registered in the republic. */
  verify?: boolean;
  registration?: {
    certificate?: string | null;
    region_id?: number | null;
    kato?: string | null;
    big_city?: boolean | null;
  } | null;
  podft?: PartyClient['podft'];
  images?: PartyClient['images'];
  beingVerify?: boolean;
}

export function partyTitle(p: PartyClient): string {
  const named = [p.client.surname, p.client.name, p.client.patronymic].filter(Boolean).join(' ');
  return (p.client.title ?? '').trim() || named;
}

/** The identifier shown on the card: the IIN or BIN, else the document number. */
export const partyIdentifier = (p: PartyClient): string => p.client.iin || p.document?.number || '';

export const isEntity = (p: PartyClient): boolean => !p.filter.person;

/** Физ. лицо, Юр. лицо or ИП (an entrepreneur is a natural person with an entrepreneur block). */
export function partyKind(p: PartyClient): string {
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
}

export function clientCard(p: PartyClient, withClass = false): ClientCardView {
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

export function vehicleCard(v: PartyVehicle): VehicleCardView {
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
export function isSameParty(a: PartyClient, b: PartyClient): boolean {
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
