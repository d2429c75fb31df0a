import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Test files share their worker's module registry (no fresh import per file): the suite takes a third of the
    // time on 2 cores. A test owns what it creates (its app, its database, its actor), never a module's state.
    isolate: false,
  },
});
