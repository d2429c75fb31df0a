import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sharedTest } from '../../vitest.shared';

// Component tests built on the stories (composeStories), in jsdom.
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'storybook',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.tsx'],
    ...sharedTest,
  },
});
