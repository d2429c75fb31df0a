import { defineConfig } from 'vitest/config';
import { sharedTest } from '../../vitest.shared';

export default defineConfig({
  test: {
    name: 'core',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // the model-based tests replay thousands of steps: on a loaded 2-core machine some take over 5 s
    testTimeout: 30_000,
    ...sharedTest,
  },
});
