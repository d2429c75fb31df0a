import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROLE_NAMES } from '@sakta/core';
import { createApp } from './app';
import { renderPendingAgreementPdfs } from '../features/home/agreements';
import { ConfigError, loadConfig, type Config } from './config';
import { migrate, openDatabase } from './db';
import {
  DEMO_CONTRACTS,
  DEMO_CUSTOMERS,
  DEMO_DOCUMENT_ULIDS,
  customerFullName,
} from '../features/public-pages/demo-public';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { DEMO_TERMINABLE, NON_TERMINABLE, TERMINATION_IBANS } from '../features/termination/demo-termination';
import { TEST_CARDS } from '../services/epay-provider/card';
import { createEpayProvider, providerOptionsFrom } from '../services/epay-provider/app';
import { createPayPages } from '../services/pay-pages/app';
import { runOneC } from '../services/policy-register/one-c';
import { seedPublic, sendPendingCodes } from '../features/public-pages/seed';
import { seed } from './seed';

/**
 * The process entry (`pnpm start`): configuration, database, seeds and pending codes, the api and SPA server,
 * the simulated card provider on its own port, and a table of the demo logins printed for the tester.
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
      (c) => `    ${url}/kdp/${c.iin}  ${customerFullName(c)}, ${c.phone}: ${consent[c.consent]}`,
    ),
    `    ${url}/func/otp/${DEMO_DOCUMENT_ULIDS.pending}  заявление о расторжении: код отправлен`,
    `    ${url}/func/otp/${DEMO_DOCUMENT_ULIDS.accepted}  договор: подтверждён`,
    `    ${url}/func/otp/${DEMO_DOCUMENT_ULIDS.noCode}  заявление: код не отправлялся`,
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
    '      880610300018 (entrepreneur); by BIN: 150340001008, 120540002008 (leader and owners); by name: MUELLER ANNA,',
    '      Ганболд Батбаяр; scans to download in the scan mode (recognised by content); any other IIN: not found',
    '    vehicles: 123ABC02 (Kazakh), 777KZA01 (no registration), A123BC777 (foreign), 999ZZZ99 (not found);',
    '      licences: 850315300128 BN123456, 600501300336 AB111222',
    '    verification: 790214300016 (document expired), 750612300022 (podft: waiting), 680925400035 (podft: approved),',
    '      820405300042 (sanctions: a new podft record); vehicles 404WNT02 (wanted), 200LCR01 (sanctions)',
    '',
  ];
}

function banner(config: Config, port: number, spaReady: boolean, notes: string[], epay: string): string {
  const lines = [
    '',
    `Sakta sandbox back end ${config.version} (mode: ${config.mode})`,
    `  Database: ${config.databaseFile}`,
    ...notes.map((n) => `  ${n}`),
    spaReady
      ? `  SPA:      ${config.staticDir}`
      : `  SPA:      not built (${config.staticDir} has no index.html). Run \`pnpm build\` first; /api works without it.`,
  ];
  if (config.corsOrigins.length) lines.push(`  CORS:     ${config.corsOrigins.join(', ')}`);
  lines.push(`  Card provider (simulated): ${epay}`);
  lines.push(
    `  Tokens:   ttl ${config.tokenTtl} s; login limit ${config.loginMaxAttempts} failures in ${config.loginWindowSeconds} s per IIN`,
    '',
    `  Open http://localhost:${port}`,
    '',
  );
  if (config.mode !== 'production')
    lines.push(
      '  !! SANDBOX MODE: /api/dev/* gives every SMS code to anyone, the card post-back secret and the payload key',
      '  !! are the public demo values, and demo users are seeded. For demos and tests only; a deployment runs',
      '  !! with SAKTA_MODE=production and its own secrets (README, "Modes"). The UI shows "Песочница".',
      '',
      `  Demo logins (password for all: ${DEMO_PASSWORD}):`,
      demoTable(),
      '',
      ...publicPages(config),
    );
  else lines.push('  Production mode: no demo users are seeded.', '');
  return lines.join('\n');
}

function main(): void {
  let config: Config;
  try {
    config = loadConfig(process.env, { requireSecrets: true });
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`Configuration error: ${e.message}`);
      process.exit(1);
    }
    throw e;
  }

  const db = openDatabase(config.databaseFile);
  const applied = migrate(db);
  const seeded = seed(db, config);
  const seededPublic = seedPublic(db, config);
  const notes: string[] = [];
  if (applied.length) notes.push(`Migrated: ${applied.join(', ')}`);
  if (seeded.usersAdded || seeded.terminalsAdded)
    notes.push(`Seeded:   ${seeded.usersAdded} users, ${seeded.terminalsAdded} terminals`);
  if (seededPublic.customersAdded || seededPublic.documentsAdded || seededPublic.contractsAdded)
    notes.push(
      `Seeded:   ${seededPublic.customersAdded} customers, ${seededPublic.documentsAdded} documents, ${seededPublic.contractsAdded} contracts`,
    );
  // A fresh code for every pending consent and document: the [sms] lines above the banner carry working links.
  sendPendingCodes(db, config);
  renderPendingAgreementPdfs(db).catch((e: unknown) => console.error('Rendering the agreements failed:', e));

  const spaReady = config.staticDir !== null && existsSync(join(config.staticDir, 'index.html'));
  const app = createApp({ db, config });

  // The simulated card provider, on its own port (another origin for the browser). Not fatal when its port is
  // taken: the API keeps running and get-to-epay answers that the payment service is unavailable.
  // In production the real provider at SAKTA_EPAY_ORIGIN is used and no simulator runs.
  const provider = createEpayProvider(providerOptionsFrom(config));
  let epayStatus =
    config.mode === 'production'
      ? `${config.epayOrigin} (external)`
      : `${config.epayOrigin} (port ${config.epayPort})`;
  const providerServer =
    config.mode === 'production'
      ? null
      : serve({ fetch: provider.fetch, port: config.epayPort, hostname: config.host });
  providerServer?.on('error', (err: NodeJS.ErrnoException) => {
    epayStatus = `not started: ${err.code === 'EADDRINUSE' ? `port ${config.epayPort} is in use` : err.message}`;
    console.error(
      `Card payment simulator ${epayStatus}. Set SAKTA_EPAY_PORT (and SAKTA_EPAY_ORIGIN) to another port.`,
    );
  });

  // The simulated mobile bank (Kaspi) on its own port and origin, and the simulated 1C issuing paid policies.
  const kaspi = createPayPages({
    kind: 'kaspi',
    signingSecret: config.epaySigningSecret,
    fetch: config.fetch,
    now: config.now,
    log: config.log,
  });
  const kaspiServer =
    config.mode === 'production'
      ? null
      : serve({ fetch: kaspi.fetch, port: config.kaspiPort, hostname: config.host });
  kaspiServer?.on('error', (err: NodeJS.ErrnoException) =>
    console.error(
      `Kaspi simulator not started (port ${config.kaspiPort}): ${err.message}. Set SAKTA_KASPI_PORT.`,
    ),
  );
  const oneC = setInterval(() => runOneC(db, config), 1000);
  oneC.unref();

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    process.stdout.write(banner(config, info.port, spaReady, notes, epayStatus) + '\n');
  });

  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EADDRINUSE')
      console.error(`Port ${config.port} is already in use: set PORT to another port.`);
    else console.error(err);
    db.close();
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal}: stopping the server...\n`);
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    providerServer?.close();
    kaspiServer?.close();
    clearInterval(oneC);
    server.close(() => {
      db.close();
      process.exit(0);
    });
    // Keep-alive connections would hold close() open.
    if ('closeAllConnections' in server) server.closeAllConnections();
    if (providerServer && 'closeAllConnections' in providerServer) providerServer.closeAllConnections();
    if (kaspiServer && 'closeAllConnections' in kaspiServer) kaspiServer.closeAllConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main();
