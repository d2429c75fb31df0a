import { ROLE_NAMES } from '@sakta/core';
import type { Config } from './config';
import {
  DEMO_CONTRACTS,
  DEMO_CUSTOMERS,
  DEMO_DOCUMENT_ULIDS,
  customerFullName,
} from '../features/public-pages/demo-public';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { DEMO_TERMINABLE, NON_TERMINABLE, TERMINATION_IBANS } from '../features/termination/demo-termination';
import { TEST_CARDS } from '../services/epay-provider/card';
import { isEveryInterface, isLoopback, localUrl } from './servers';

/**
 * The start banner of `pnpm start`: where the server listens and who can reach it, what the sandbox exposes in
 * demo and test modes, the demo logins and the demo data to try.
 */

function demoTable(): string {
  const rows = [
    ['Role', 'Name', 'IIN', 'Password', 'APC'],
    ...DEMO_USERS.map((u) => [
      String(u.role),
      ROLE_NAMES[u.role],
      u.iin,
      DEMO_PASSWORD,
      u.apcs.join(', ') || '-',
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map(
      (r) =>
        '  ' +
        r
          .map((cell, i) => cell.padEnd(widths[i]!))
          .join('  ')
          .trimEnd(),
    )
    .join('\n');
}

function publicPages(config: Config): string[] {
  const url = config.publicUrl;
  const consent = {
    sent: 'код отправлен',
    accepted: 'согласие получено',
    none: 'код не отправлялся',
  } as const;
  return [
    '  Public pages (SMS codes are printed in this log as [sms] lines; GET /api/dev/last-code?phone=... too):',
    ...DEMO_CUSTOMERS.map(
      (c) =>
        `    ${url}/kdp/${c.iin}  ${customerFullName(c)}, ${c.phone}: ${consent[c.consent]}${c.language === 'kk' ? ' (SMS на казахском)' : ''}`,
    ),
    `    ${url}/func/otp/${DEMO_DOCUMENT_ULIDS.pending}  заявление о расторжении: код отправлен`,
    `    ${url}/func/otp/${DEMO_DOCUMENT_ULIDS.accepted}  договор: подтверждён`,
    `    ${url}/func/otp/${DEMO_DOCUMENT_ULIDS.noCode}  заявление: код не отправлялся`,
    `    ${url}/func/otp/${DEMO_DOCUMENT_ULIDS.pendingKazakh}  договор: код отправлен (SMS на казахском)`,
    ...DEMO_CONTRACTS.map(
      (k) =>
        `    ${url}/epay/${k.id}  ${k.number}, ${k.product}, ${k.premium} KZT${k.paid ? ' (оплачен)' : ''}`,
    ),
    `    Test cards: ${TEST_CARDS.success} (success), ${TEST_CARDS.declined} (declined); any future expiry, any CVC`,
    `  OGPO checkout: a transfer's invoice is paid on ${config.epayOrigin}/bank/invoice, Kaspi on ${config.kaspiOrigin}/kaspi/pay`,
    `    (the links come with the checkout); 1C gives a paid policy its global number after ${config.oneCDelaySeconds} s`,
    '',
    '  Back office: every user has agreements to confirm on / (codes in [sms] lines); /dashboard for role 0.',
    `  Termination (/termination, roles 0, 3, 7): IIN ${DEMO_TERMINABLE[0].client.iin} (${DEMO_TERMINABLE.map((p) => p.number).join(', ')}), ${NON_TERMINABLE.client.iin} (none can be terminated); IBAN ${TERMINATION_IBANS.valid}`,
    '  OGPO (/ogpo, roles 0, 3, 7, and 8 with an APC): the simulated state register (ЕСБД):',
    '    clients by IIN: 850315300128 (found), 900722400456 (consent code sent: status 10), 951228400660 (status 2),',
    '      990101400555 (status 6: send the consent again, accept on /kdp/990101400555), 600501300336 (pensioner),',
    '      880610300018 (entrepreneur); by BIN: 150340001008, 120540002008 (leader and owners; without drivers, the',
    '      default insured); by name: MUELLER ANNA, Ганболд Батбаяр, NOVAK JAN (no phone: the code goes by e-mail,',
    '      [mail] lines); scans to download in the scan mode (recognised by content); any other IIN: not found',
    '    vehicles: 123ABC02 (Kazakh), 777KZA01 (no registration), A123BC777 (foreign), 999ZZZ99 (not found);',
    "      licences: 850315300128 BN123456, 600501300336 AB111222; a non-resident's foreign licence is taken as",
    '      typed (Temporary entry: MUELLER ANNA, A123BC777, licence DE4471K09 of 18.04.2011)',
    '    verification: 790214300016 (document expired), 750612300022 (podft: waiting), 680925400035 (podft: approved),',
    '      820405300042 (sanctions: a new podft record); vehicles 404WNT02 (wanted), 200LCR01 (sanctions)',
    '',
  ];
}

/** Where the server listens, and who reaches it from there. */
function listening(config: Pick<Config, 'host'>, port: number): string {
  const { host } = config;
  if (isLoopback(host))
    return `  Listening: ${localUrl(host, port)}, this machine only (HOST=0.0.0.0 listens on every interface)`;
  const where = isEveryInterface(host) ? `every interface (HOST=${host})` : `${host} (HOST)`;
  return `  Listening: ${where}, port ${port}: reachable from other machines`;
}

/** What demo and test modes give anyone who reaches the port, and whether the network can. */
function sandboxWarning(config: Pick<Config, 'host'>, port: number): string[] {
  const reach = isLoopback(config.host)
    ? [
        `  !! Only this machine reaches it (${config.host}); HOST=0.0.0.0 would open all of this to the network.`,
      ]
    : [
        `  !! HOST=${config.host}: ALL OF THIS IS OPEN TO EVERY MACHINE THAT REACHES PORT ${port}. Unless that is a`,
        '  !! closed test network, stop and start again without HOST (127.0.0.1).',
      ];
  return [
    `  !! SANDBOX MODE: the dev endpoints are on: anyone who reaches port ${port} reads every SMS code`,
    "  !! (GET /api/dev/last-code), so can reset any password, the administrator's included; the card post-back",
    '  !! secret and the payload key are the public demo values, and demo users are seeded.',
    ...reach,
    '  !! For demos and tests only; a deployment runs with SAKTA_MODE=production and its own secrets',
    '  !! (README, "Security"). The UI shows "Песочница".',
  ];
}

export interface BannerFacts {
  /** The API's bound port. */
  port: number;
  spaReady: boolean;
  /** Lines about the database's migrations and seeds. */
  notes: string[];
  /** The card provider's origin and state. */
  epay: string;
}

export function banner(config: Config, facts: BannerFacts): string {
  const { port } = facts;
  const lines = [
    '',
    `Sakta sandbox back end ${config.version} (mode: ${config.mode})`,
    listening(config, port),
    `  Database: ${config.databaseFile}`,
    ...facts.notes.map((n) => `  ${n}`),
    facts.spaReady
      ? `  SPA:      ${config.staticDir}`
      : `  SPA:      not built (${config.staticDir} has no index.html). Run \`pnpm build\` first; /api works without it.`,
  ];
  if (config.corsOrigins.length) lines.push(`  CORS:     ${config.corsOrigins.join(', ')}`);
  lines.push(`  Card provider (simulated): ${facts.epay}`);
  lines.push(
    `  Tokens:   ttl ${config.tokenTtl} s; login limit ${config.loginMaxAttempts} failures in ${config.loginWindowSeconds} s per IIN`,
    '',
    `  Open ${localUrl(config.host, port)}`,
    '',
  );
  if (config.mode !== 'production')
    lines.push(
      ...sandboxWarning(config, port),
      '',
      `  Demo logins (password for all: ${DEMO_PASSWORD}):`,
      demoTable(),
      '',
      ...publicPages(config),
    );
  else lines.push('  Production mode: no demo users are seeded; no dev endpoint exists.', '');
  return lines.join('\n');
}
