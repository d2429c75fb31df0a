import { clientCardDetails } from '../parties/client/fields';
import type { PolicyClient } from './contract';
import { ruSale } from './ru';
import { documentsBeingChecked } from './verification';

/**
 * What a sale page's cards read of the parties (spec part 2 sections 2.2, 3.3, 3.4), every product's. A party is the
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
  if (!p.filter.person) return ruSale.card.entity;
  return p.entrepreneur?.number ? ruSale.card.entrepreneur : ruSale.card.person;
}

export interface ClientCardView {
  title: string;
  identifier: string;
  kind: string;
  residency: string;
  /** 'КДП не получено.' for a resident whose consent is not verified. */
  noConsent: boolean;
  /** 'Проверка документов': its compliance documents are with the officer, the review still waiting. */
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
          label: ruSale.card.bankFields[k],
          value: bank[k] ?? '',
        }))
      : null;
  const licence = p.driver?.document;
  return {
    title: partyTitle(p),
    identifier: partyIdentifier(p),
    kind: partyKind(p),
    residency: p.filter.resident ? ruSale.card.resident : ruSale.card.nonResident,
    noConsent: p.filter.resident && p.filter.verify !== true,
    beingVerified: documentsBeingChecked(p),
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
