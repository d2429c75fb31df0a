import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Builds the bare React page `pnpm perf` measures beside the product (apps/web/perf/bare -> perf/bare-dist). */
export default defineConfig({
  root: fileURLToPath(new URL('./bare', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./bare-dist', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
  },
});
