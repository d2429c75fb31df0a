/**
 * The cash terminals the simulated card provider knows, with their merchant logins and passwords: the
 * provider's own list, which the back end's terminal authorization check (branches/check-terminal) asks through
 * POST /terminal/authorize. The seeded terminals of the organisation are among them, so a demo user can check
 * one with the right password and see a wrong one fail. Sandbox values, public on purpose.
 */
export interface ProviderTerminal {
  terminal: string;
  login: string;
  password: string;
}

export const PROVIDER_TERMINALS: readonly ProviderTerminal[] = [
  { terminal: '88880001', login: 'pos-almaty-01', password: 'Kassa-0001' },
  { terminal: '88880002', login: 'pos-astana-01', password: 'Kassa-0002' },
  { terminal: '88880003', login: 'pos-shymkent-01', password: 'Kassa-0003' },
  { terminal: '88880004', login: 'pos-karaganda-01', password: 'Kassa-0004' },
  // registered with the provider, not yet in the organisation: a new terminal to add and authorize
  { terminal: '88880005', login: 'pos-aktobe-01', password: 'Kassa-0005' },
];
