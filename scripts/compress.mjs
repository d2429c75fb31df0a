// Precompresses the built SPA once, at build time: a .br (brotli, quality 11) and a .gz (gzip -9) file next to
// every text asset, which the server picks by Accept-Encoding (serveStatic precompressed). Nothing is compressed
// per request that could be compressed here. index.html is not: the server writes the run-time configuration and
// the route's preload links into it and compresses each variant once in memory.
// Usage: node scripts/compress.mjs [dist folder, default apps/web/dist]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = resolve(process.argv[2] ?? 'apps/web/dist');
const TEXT = /\.(js|mjs|css|svg|json|txt|map|wasm|ttf|otf|xml)$/i;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const path of files(root)) {
  if (!TEXT.test(path) || path.includes(`${join('.vite', '')}`)) continue;
  const data = readFileSync(path);
  if (data.length < MIN_BYTES) continue;
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  count++;
  before += data.length;
  after += br.length;
}
console.log(
  `compress: ${count} files, ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli (+ gzip)`,
);
