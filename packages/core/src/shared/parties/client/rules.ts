import { fmt } from '../../i18n/ru';
import type { ClientBank, ClientDocument, ClientEntrepreneur, ClientRecord } from './contract';
import { ruClient } from './ru';

/** The client dialog's pure rules (spec part 2 sections 4.3 and 5.1). No state, no call: tables of cases test them. */

// ------------------------------------------------------------------------------------------------------------
// Flags (5.1, section 6)

export interface Flags {
  resident: boolean;
  person: boolean;
  verify: boolean;
}

/**
 * The flags after the user changes one: verify forces resident on (and resident off turns verify off); for
 * product 1 person and resident are never both off (the other one comes back on); role 4 cannot change person
 * or resident (the change is ignored).
 */
export function changeFlag(
  flags: Flags,
  flag: keyof Flags,
  value: boolean,
  ctx: { role: number; productType: number | null },
): Flags {
  if (ctx.role === 4 && (flag === 'person' || flag === 'resident')) return flags;
  let next: Flags = { ...flags, [flag]: value };
  if (flag === 'verify' && value) next.resident = true;
  if (flag === 'resident' && !value) next.verify = false;
  if (ctx.productType === 1 && !next.person && !next.resident) {
    next = flag === 'person' ? { ...next, resident: true } : { ...next, person: true };
  }
  return next;
}

/** Whether a flag's switch is enabled (role 4: person and resident locked). */
export function isFlagEditable(flag: keyof Flags, role: number): boolean {
  return !(role === 4 && (flag === 'person' || flag === 'resident'));
}

/**
 * A search mode the role may choose (5.1, 6): role 4 changes neither the person nor the resident flag, so it searches
 * a resident person only (by IIN or by a scan), never a legal entity by BIN nor a non-resident by name.
 */
export const isModeAllowed = (mode: number, role: number): boolean =>
  mode === 0 || mode === 1 || (isFlagEditable('person', role) && isFlagEditable('resident', role));

// ------------------------------------------------------------------------------------------------------------
// Duplicates (5.1)

export interface PartyKey {
  iin: string;
  document: string;
}

/** 'ИИН {value} уже указан.' or 'Клиент с документом "{number}" уже есть в списке' when already in the policy. */
export function duplicateError(candidate: PartyKey, present: readonly PartyKey[]): string | null {
  if (candidate.iin && present.some((p) => p.iin === candidate.iin))
    return fmt(ruClient.duplicateIin, { value: candidate.iin });
  const doc = candidate.document.trim();
  if (doc && present.some((p) => p.document.trim().toUpperCase() === doc.toUpperCase()))
    return fmt(ruClient.duplicateDocument, { number: doc });
  return null;
}

export const partyKeyOf = (r: Pick<ClientRecord, 'client' | 'document'>): PartyKey => ({
  iin: r.client.iin,
  document: r.document.number,
});

// ------------------------------------------------------------------------------------------------------------
// Blocks

/** Entrepreneur: name, certificate number, address, registration date and activity code all required. */
export function entrepreneurError(e: ClientEntrepreneur | null): string | null {
  if (e === null) return null;
  const ok = e.name.trim() && e.number.trim() && e.address.trim() && e.date && e.activity_kind_id !== null;
  return ok ? null : ruClient.entrepreneurRequired;
}

export const EMPTY_BANK: ClientBank = { iik: '', bik: '', name: '', kbe: '' };

/** A resident picking a document the register has not verified: 'Документ не верифицирован'. */
export function documentError(doc: ClientDocument, resident: boolean): string | null {
  return resident && doc.verified_at === null ? ruClient.documentNotVerified : null;
}

// ------------------------------------------------------------------------------------------------------------
// Driver block (4.3)

/** Whole years between a birthday 'YYYY-MM-DD' and today 'YYYY-MM-DD'; null for an empty birthday. */
export function ageOn(birthday: string, today: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthday)) return null;
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age--;
  return age;
}

export const AGE_THRESHOLD = 25;

/** age_experience_id: under 25 with less than 2 years 1, under 25 without 2, 25+ with 3, 25+ without 4. */
export function ageExperienceId(age: number | null, shortExperience: boolean): 1 | 2 | 3 | 4 {
  const adult = age !== null && age >= AGE_THRESHOLD;
  if (adult) return shortExperience ? 3 : 4;
  return shortExperience ? 1 : 2;
}

/** The defaults of a client found by search: age from the birthday, 4 at 25 or more else 2 (4.3, 5.1). */
export function defaultDriver(birthday: string, today: string): NonNullable<ClientRecord['driver']> {
  const age = ageOn(birthday, today);
  return {
    age,
    experience: false,
    pensioner: false,
    age_experience_id: ageExperienceId(age, false),
    document: { number: '', issued: '' },
  };
}

/** The pensioner benefit only for resident natural persons. */
export function canBePensioner(
  filter: { resident: boolean; person: boolean },
  entrepreneur: boolean,
): boolean {
  return filter.resident && filter.person && !entrepreneur;
}

// ------------------------------------------------------------------------------------------------------------
// Scan checks (5.1, 9): in the browser before the upload and again on the server.

export const SCAN_MIN_BYTES = 102_400;
export const SCAN_MAX_BYTES = 4 * 1024 * 1024;
export const SCAN_MIN_SIDE = 500;
export const SCAN_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

export interface ScanFacts {
  /** null: no file chosen. */
  size: number | null;
  type: string;
  /** Image dimensions read by the container (createImageBitmap / Image), null for a PDF. */
  width: number | null;
  height: number | null;
}

/** The first failing check's message, or null. PDF is accepted as is (only the 4 MB ceiling). */
export function scanError(f: ScanFacts): string | null {
  if (f.size === null) return ruClient.scan.noFile;
  if (!(SCAN_TYPES as readonly string[]).includes(f.type)) return ruClient.scan.format;
  if (f.size > SCAN_MAX_BYTES) return ruClient.scan.tooBig;
  if (f.type === 'application/pdf') return null;
  if (f.size < SCAN_MIN_BYTES) return ruClient.scan.tooSmall;
  if (f.width === null || f.height === null || f.width < SCAN_MIN_SIDE || f.height < SCAN_MIN_SIDE)
    return ruClient.scan.lowQuality;
  return null;
}
