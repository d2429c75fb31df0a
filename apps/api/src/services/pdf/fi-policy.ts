import type { Signatory } from '@sakta/core/sale/fi';

/**
 * What the financial-institution products' PDFs (property, casco) write alike: the dates of the period, a party of
 * the register (the insurer, an insured, the bank) and who signs for the insurer on which foundation (3.6).
 */

/** A party as the register lists it: {title, iin, person}. */
export interface RegisterPartyLine {
  title: string;
  iin: string;
  person: 1 | 2;
}

/** '2026-03-03' -> '03.03.2026'; '—' when none. */
export const ruDate = (iso: string | null | undefined): string =>
  iso ? iso.split('-').reverse().join('.') : '—';

/** 'ТОО «Дала Логистик», БИН 150340001008', or the title of a non-resident. */
export const partyLine = (x: RegisterPartyLine): string =>
  x.iin ? `${x.title}, ${x.person === 2 ? 'БИН' : 'ИИН'} ${x.iin}` : `${x.title} (нерезидент)`;

/** The register's JSON column read, or null. */
export const json = <T>(text: string | null): T | null => (text ? (JSON.parse(text) as T) : null);

/** Who signs for the insurer (3.6), and on which foundation; null without a signatory. */
export function signatoryOf(s: Signatory | null): { name: string; line: string } | null {
  if (!s || !s.surname) return null;
  const name = [s.surname, s.name, s.patronymic].filter(Boolean).join(' ');
  const number = s.foundation_number ? ` № ${s.foundation_number}` : '';
  const date = s.foundation_date ? ` от ${ruDate(s.foundation_date)}` : '';
  return { name, line: `${name}, ${s.position}, на основании: ${s.foundation_type}${number}${date}` };
}
