import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One vitest run for every layer; each project has its own config (environment, setup).
export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/api', 'apps/storybook', 'apps/web'],
    // A worker per core (vitest's default leaves one core to the main process, so 2 cores ran one file at a time):
    // on 2 cores the suite took 114 s instead of 175 s.
    maxWorkers: availableParallelism(),
  },
});
