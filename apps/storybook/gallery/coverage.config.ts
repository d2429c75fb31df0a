/**
 * The story coverage run (`pnpm coverage:stories`): the component tests' setup (jsdom, the stories' decorators)
 * with `xstate` aliased to gallery/xstate-recorder.ts, over gallery/story-coverage.test.tsx only.
 */
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { galleryPlugin } from './node';

const recorder = fileURLToPath(new URL('./xstate-recorder.ts', import.meta.url));
const original = fileURLToPath(import.meta.resolve('xstate'));

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [react(), galleryPlugin()],
  resolve: {
    alias: [
      { find: /^xstate$/, replacement: recorder },
      { find: /^xstate-original$/, replacement: original },
    ],
  },
  test: {
    name: 'story-coverage',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['gallery/story-coverage.test.tsx'],
    testTimeout: 600_000,
    server: { deps: { inline: [/packages\/core/] } },
  },
});
