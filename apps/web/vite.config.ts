import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// VITE_API_BASE_URL (build time) points the SPA at another back end; empty means the same origin.
// In dev, /api is proxied to SAKTA_API_URL (default http://localhost:8080, the sandbox API).
export default defineConfig({
  plugins: [react(), tailwindcss()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  server: {
    port: 5173,
    proxy: { '/api': process.env.SAKTA_API_URL ?? 'http://localhost:8080' },
  },
  build: { outDir: 'dist', manifest: true, sourcemap: false, chunkSizeWarningLimit: 600 },
});
