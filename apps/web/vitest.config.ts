import { defineConfig } from 'vitest/config';

// The SPA's own logic that runs without a browser (the query cache's options and paging), in Node.
export default defineConfig({
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Test files share their worker's module registry (no fresh import per file): the suite takes a third of the
    // time on 2 cores. A test owns what it creates (its app, its database, its actor), never a module's state.
    isolate: false,
  },
});
