import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * DejaVu Sans (regular and bold) from the dejavu-fonts-ttf package: it covers Cyrillic with the Kazakh letters
 * (ә ғ қ ң ө ұ ү һ і), «», —, № and ₸. Resolved through the package, never a system path. Read once a process.
 */
export interface FontBytes {
  regular: Uint8Array;
  bold: Uint8Array;
}

const require = createRequire(import.meta.url);
let cached: FontBytes | undefined;

export function fontBytes(): FontBytes {
  cached ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return cached;
}
