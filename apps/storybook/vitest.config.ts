import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sharedTest } from '../../vitest.shared';
import { galleryPlugin } from './gallery/node';

// Component tests built on the stories (composeStories), in jsdom; the gallery's plugin makes the generated ones.
export default defineConfig({
  plugins: [react(), galleryPlugin()],
  test: {
    name: 'storybook',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.tsx'],
    ...sharedTest,
  },
});
