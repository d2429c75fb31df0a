import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROLE_NAMES } from '@sakta/core';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { migrate, openDatabase } from './db';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { seed } from './seed';

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

function banner(config: Config, port: number, spaReady: boolean, notes: string[]): string {
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
  lines.push(
    `  Tokens:   ttl ${config.tokenTtl} s; login limit ${config.loginMaxAttempts} failures in ${config.loginWindowSeconds} s per IIN`,
    '',
    `  Open http://localhost:${port}`,
    '',
  );
  if (config.mode !== 'production')
    lines.push(`  Demo logins (password for all: ${DEMO_PASSWORD}):`, demoTable(), '');
  else lines.push('  Production mode: no demo users are seeded.', '');
  return lines.join('\n');
}

function main(): void {
  let config: Config;
  try {
    config = loadConfig();
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
  const notes: string[] = [];
  if (applied.length) notes.push(`Migrated: ${applied.join(', ')}`);
  if (seeded.usersAdded || seeded.terminalsAdded)
    notes.push(`Seeded:   ${seeded.usersAdded} users, ${seeded.terminalsAdded} terminals`);

  const spaReady = config.staticDir !== null && existsSync(join(config.staticDir, 'index.html'));
  const app = createApp({ db, config });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    process.stdout.write(banner(config, info.port, spaReady, notes) + '\n');
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
    server.close(() => {
      db.close();
      process.exit(0);
    });
    // Keep-alive connections would hold close() open.
    if ('closeAllConnections' in server) server.closeAllConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main();
