import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The committed baseline stays small enough to keep in the repository (issue 47): at most this many bytes. */
const MAX_BYTES = 30_000_000;
const BASELINE = fileURLToPath(new URL('baseline/', import.meta.url));

/** Playwright's global setup of the visual run: prints the baseline's size and fails above MAX_BYTES. */
export default function baselineSize(): void {
  const pictures = readdirSync(BASELINE).filter((name) => name.endsWith('.webp'));
  const bytes = pictures.reduce((sum, name) => sum + statSync(BASELINE + name).size, 0);
  const mb = (n: number) => (n / 1_000_000).toFixed(2);
  console.log(`visual baseline: ${pictures.length} pictures, ${mb(bytes)} MB (at most ${mb(MAX_BYTES)} MB)`);
  if (bytes > MAX_BYTES) throw new Error(`the visual baseline is ${mb(bytes)} MB, above ${mb(MAX_BYTES)} MB`);
}
