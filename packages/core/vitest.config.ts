import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'core',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // the model-based tests replay thousands of steps: on a loaded 2-core machine some take over 5 s
    testTimeout: 30_000,
    // Test files share their worker's module registry (no fresh import per file): the suite takes a third of the
    // time on 2 cores. A test owns what it creates (its app, its database, its actor), never a module's state.
    isolate: false,
  },
});
