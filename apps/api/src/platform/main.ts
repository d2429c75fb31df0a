import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from './app';
import { banner } from './banner';
import { renderPendingAgreementPdfs } from '../features/home/agreements';
import { ConfigError, loadConfig, type Config } from './config';
import { migrate, openDatabase } from './db';
import { startServers, stopServers } from './servers';
import { createEpayProvider, providerOptionsFrom } from '../services/epay-provider/app';
import { createPayPages } from '../services/pay-pages/app';
import { runOneC } from '../services/policy-register/one-c';
import { seedPublic, sendPendingCodes } from '../features/public-pages/seed';
import { seed } from './seed';

/**
 * The process entry (`pnpm start`): configuration, database, seeds and pending codes, the API and SPA server and
 * the simulators on config.host (servers.ts), and the start banner (banner.ts).
 */

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

  // The simulated card provider (with the bank's invoice page) and the simulated mobile bank (Kaspi), each on its
  // own port and origin, on the API's address; not started in production, where the real provider at
  // SAKTA_EPAY_ORIGIN is used. A simulator whose port is taken is not fatal: the API keeps running and get-to-epay
  // answers that the payment service is unavailable.
  const provider = createEpayProvider(providerOptionsFrom(config));
  const kaspi = createPayPages({
    kind: 'kaspi',
    signingSecret: config.epaySigningSecret,
    fetch: config.fetch,
    now: config.now,
    log: config.log,
  });
  let epayStatus =
    config.mode === 'production'
      ? `${config.epayOrigin} (external)`
      : `${config.epayOrigin} (port ${config.epayPort})`;
  const servers = startServers(
    config,
    { api: app.fetch, provider: provider.fetch, kaspi: kaspi.fetch },
    (port) => process.stdout.write(banner(config, { port, spaReady, notes, epay: epayStatus }) + '\n'),
  );
  servers.provider?.on('error', (err: NodeJS.ErrnoException) => {
    epayStatus = `not started: ${err.code === 'EADDRINUSE' ? `port ${config.epayPort} is in use` : err.message}`;
    console.error(
      `Card payment simulator ${epayStatus}. Set SAKTA_EPAY_PORT (and SAKTA_EPAY_ORIGIN) to another port.`,
    );
  });
  servers.kaspi?.on('error', (err: NodeJS.ErrnoException) =>
    console.error(
      `Kaspi simulator not started (port ${config.kaspiPort}): ${err.message}. Set SAKTA_KASPI_PORT.`,
    ),
  );
  servers.api.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EADDRINUSE')
      console.error(`Port ${config.port} is already in use: set PORT to another port.`);
    else console.error(err);
    db.close();
    process.exit(1);
  });

  // The simulated 1C issuing paid policies.
  const oneC = setInterval(() => runOneC(db, config), 1000);
  oneC.unref();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal}: stopping the server...\n`);
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    clearInterval(oneC);
    stopServers(servers, () => {
      db.close();
      process.exit(0);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main();
