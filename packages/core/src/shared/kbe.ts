/**
 * KBE (код бенефициара): residency digit (1 resident, 2 non-resident) followed by the economic sector (9 natural
 * person, 7 organisation). Spec part 1 section 5: 19 resident person, 29 non-resident person, 17 resident
 * organisation, 27 non-resident organisation.
 */
export type Kbe = '17' | '19' | '27' | '29';

export const KBE_VALUES: readonly Kbe[] = ['19', '29', '17', '27'];

/** A client's `person` code (spec part 1 section 3): natural person or legal entity. */
export const PERSON_KIND = { natural: 1, legal: 2 } as const;

/** The KBE of a client (the termination search result's client: `resident`, `person`). */
export function kbeFor(client: { resident: boolean; person: number }): Kbe {
  const natural = client.person !== PERSON_KIND.legal;
  if (client.resident) return natural ? '19' : '17';
  return natural ? '29' : '27';
}
