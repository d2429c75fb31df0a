import type { ClientGetRequest } from '../../../shared/parties/client/endpoints';
import { ruRules } from './ru';

/**
 * The default insured of a legal-entity insurer without named drivers (spec part 2 section 4.1: 'For a legal-entity
 * insurer with no insureds a default legal insured is fetched (esbd_id 2, class 3/5, age_experience_id 2)'). The
 * state register's client 2 is no person: it stands for whoever the company lets drive, so the policy names no
 * driver. It is fetched with client/get by its register id (7.1 `esbd_id`), priced as a driver of class 3 (class id
 * 5) and age and experience 2 (under 25, 2 years or more), and needs no licence, no documents and no verification of
 * its own. It stands only while the insurer is a legal entity and no driver is named: a named driver replaces it, an
 * insurer that is a person drops it. docs/ogpo.md ("The default insured") says why.
 */
export const DEFAULT_INSURED = {
  esbd_id: 2,
  class_id: 5,
  class: '3',
  age_experience_id: 2,
} as const;

/** The driver block the default insured is priced with: age and experience 2, no licence (nobody is named). */
export const DEFAULT_INSURED_DRIVER = {
  age: null,
  experience: false,
  pensioner: false,
  age_experience_id: DEFAULT_INSURED.age_experience_id,
  document: { number: '', issued: '' },
};

/** client/get of the default insured: the register's client by its id (`esbd_id` with step 3, a reload by id). */
export const DEFAULT_INSURED_REQUEST: ClientGetRequest = {
  resident: true,
  person: false,
  verify: true,
  insurer: false,
  step: 3,
  esbd_id: DEFAULT_INSURED.esbd_id,
};

/** What the rules read of an insured. */
interface Insured {
  filter: { person: boolean };
  client: { esbd_id: number | null };
}

/** The insured is the register's default insured (the only insured that is no person). */
export const isDefaultInsured = (p: Insured): boolean =>
  !p.filter.person && p.client.esbd_id === DEFAULT_INSURED.esbd_id;

/** The parties the rules read. */
interface Parties<I extends Insured> {
  insurer: { filter: { person: boolean } } | null;
  insureds: readonly I[];
}

/** The policy needs the default insured: a legal-entity insurer and no insured at all. */
export const needsDefaultInsured = <I extends Insured>(p: Parties<I>): boolean =>
  p.insurer !== null && !p.insurer.filter.person && p.insureds.length === 0;

/** The insureds the policy names (the default insured left out): who is verified, who shows a licence. */
export const namedInsureds = <I extends Insured>(insureds: readonly I[]): I[] =>
  insureds.filter((p) => !isDefaultInsured(p));

/**
 * Why the policy's insureds cannot stand (the server's check of what a page sends): an insured that is no person
 * other than the default insured, or the default insured beside named drivers or for an insurer that is no legal
 * entity. Null when they stand.
 */
export function defaultInsuredProblem<I extends Insured>(p: Parties<I>): string | null {
  if (p.insureds.some((i) => !i.filter.person && !isDefaultInsured(i)))
    return ruRules.defaultInsured.notPerson;
  if (!p.insureds.some(isDefaultInsured)) return null;
  const alone = p.insureds.length === 1 && p.insurer !== null && !p.insurer.filter.person;
  return alone ? null : ruRules.defaultInsured.misplaced;
}
