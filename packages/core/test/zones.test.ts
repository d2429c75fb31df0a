/**
 * The lint zone of core (eslint.config.js, rule sakta/core-zones) on planted imports: a feature may import shared/
 * and its own folder only, shared/ imports no feature. Run through ESLint's API with the repo's config.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: ROOT });

async function zoneErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, 'packages/core/src', file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'sakta/core-zones').map((m) => m.message);
}

describe('core lint zones', () => {
  it('a feature imports shared/ and its own folder, at any depth', async () => {
    const code = [
      "export { ru } from '../../shared/i18n/ru';",
      "export { terminationMachine } from './termination.machine';",
    ].join('\n');
    expect(await zoneErrors('features/termination/x.ts', code)).toEqual([]);
    expect(await zoneErrors('features/termination/testing/x.ts', "export * from '../validation';")).toEqual(
      [],
    );
  }, 30_000);

  it('a feature importing another feature, or shared importing a feature, is refused', async () => {
    expect(await zoneErrors('features/termination/x.ts', "export { ruHome } from '../home/ru';")).toEqual([
      "features/termination imports only shared/ and its own folder ('../home/ru' is in features/home).",
    ]);
    expect(
      await zoneErrors('features/home/testing/x.ts', "export const m = import('../../auth/login.machine');"),
    ).toEqual([
      "features/home imports only shared/ and its own folder ('../../auth/login.machine' is in features/auth).",
    ]);
    expect(await zoneErrors('shared/x.ts', "export * from '../features/auth/contract';")).toEqual([
      "shared/ imports no feature ('../features/auth/contract' is in features/auth).",
    ]);
  }, 30_000);
});
