import { defineConfig } from 'vitest/config';

// One vitest run for every layer; each project has its own config (environment, setup).
export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/api', 'apps/storybook', 'apps/web'],
  },
});
