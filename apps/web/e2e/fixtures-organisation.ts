/*
 * The organisation's seed as the e2e specs need it, read from the sandbox's own data-only tables (like
 * fixtures-home.ts and fixtures-termination.ts, the deliberate exception to "apps are not imported by other
 * apps"): the card provider's terminal list (terminal, login, password) and the seeded departments.
 */
import { PROVIDER_TERMINALS } from '../../api/src/services/epay-provider/terminals';
import { SEED_ATTACHMENTS, SEED_DEPARTMENTS } from '../../api/src/features/organisation/seed';

/** Registered with the provider but not yet in the organisation: the terminal a spec adds (once per server). */
export const NEW_TERMINAL = PROVIDER_TERMINALS.find((t) => t.terminal === '88880005')!;

/** The department titles by hash. */
export const departmentTitle = (hash: string) => SEED_DEPARTMENTS.find((d) => d.hash === hash)!.title;
/** The department a demo user (by IIN) works in. */
export const departmentOf = (iin: string) => departmentTitle(SEED_ATTACHMENTS[iin]!);

export { DEMO_TERMINALS } from '../../api/src/platform/demo-users';
