import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Component tests built on the stories (composeStories), in jsdom.
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'storybook',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.tsx'],
    // Test files share their worker's module registry (no fresh import per file): the suite takes a third of the
    // time on 2 cores. A test owns what it creates (its app, its database, its actor), never a module's state.
    isolate: false,
  },
});
