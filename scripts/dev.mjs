#!/usr/bin/env node
// Development: the sandbox API with reload (tsx watch, port 8080) and Vite with hot reload (port 5173, /api proxied).
import { spawn } from 'node:child_process';

const children = [
  spawn('pnpm', ['--filter', '@sakta/api', 'dev'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '8080' },
  }),
  spawn('pnpm', ['--filter', '@sakta/web', 'dev'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  }),
);
