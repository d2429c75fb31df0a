/*
 * The organisation's seed as the e2e specs need it, read from the sandbox's own data-only tables (like
 * fixtures-home.ts and fixtures-termination.ts, the deliberate exception to "apps are not imported by other
 * apps"): the card provider's terminal list (terminal, login, password) and the seeded departments.
 */
import { PROVIDER_TERMINALS } from '../../api/src/services/epay-provider/terminals';
import { DEMO_USERS as SANDBOX_DEMO_USERS } from '../../api/src/platform/demo-users';
import {
  personIin,
  SEED_ATTACHMENTS,
  SEED_DEPARTMENTS,
  SEED_LEGAL_ENTITY_AGENTS,
  SEED_PERSONS,
} from '../../api/src/features/organisation/seed';

/** The legal-entity agents linked to the demo manager (the head of the Medeu office): nested under them. */
export const MANAGER_LEGAL_AGENTS = SEED_LEGAL_ENTITY_AGENTS.filter((a) => a.manager === '900101300047').map(
  (a) => a.title,
);
/** The sub-branches of a branch (by hash), in the seed's order. */
export const subBranches = (hash: string) =>
  SEED_DEPARTMENTS.filter((d) => d.parent === hash).map((d) => d.title);

/** Registered with the provider but not yet in the organisation: the terminal a spec adds (once per server). */
export const NEW_TERMINAL = PROVIDER_TERMINALS.find((t) => t.terminal === '88880005')!;

/** The department titles by hash. */
export const departmentTitle = (hash: string) => SEED_DEPARTMENTS.find((d) => d.hash === hash)!.title;
/** The department a demo user (by IIN) works in. */
export const departmentOf = (iin: string) => departmentTitle(SEED_ATTACHMENTS[iin]!);

export { DEMO_TERMINALS } from '../../api/src/platform/demo-users';

/** A demo user's surname (by IIN), as the signatory search shows it. */
export const demoSurname = (iin: string) => SANDBOX_DEMO_USERS.find((u) => u.iin === iin)!.surname;

/** A person the 1C directory knows who is no employee yet: a new employee's IIN that prefills the form. */
export const LOOKUP_PERSON = SEED_PERSONS.map((p) => ({ ...p, iin: personIin(p.n) })).find(
  (p) => p.iin !== null,
)!;
/**
 * The seventh seeded employee (seedEmployees: role 6, in the Almaty branch): the one an administrator moves. Not
 * the first, the Almaty branch's administrator, whom a moderator's spec opens read-only in its list meanwhile.
 */
export const MOVED_EMPLOYEE_IIN = Array.from({ length: 40 }, (_, i) => personIin(i + 1)).filter(
  (iin) => iin !== null,
)[6]!;
