import { defineConfig } from 'vitest/config';
import { sharedTest } from '../../vitest.shared';

// The SPA's own logic that runs without a browser (the query cache's options and paging), in Node.
export default defineConfig({
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    ...sharedTest,
  },
});
