/**
 * Finds the machine models by file name: every `src/**\/testing/*.model.ts` is imported and each export shaped
 * like a MachineModel (name, machine, events) is one model, so a new machine's model counts as soon as its file
 * exists (no hand-kept list). Node-only (reads the folder), hence outside src: used by `pnpm coverage:machines`
 * and by the tests in test/.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyMachineModel } from '../src/shared/testing/runner';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** Paths (relative to src, '/' separators) of the model files, sorted. */
export function modelFiles(dir = SRC): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((p) => p.split(sep).join('/'))
    .filter((p) => /(^|\/)testing\/[^/]+\.model\.ts$/.test(p))
    .sort();
}

export function isMachineModel(value: unknown): value is AnyMachineModel {
  const v = value as Partial<AnyMachineModel> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.name === 'string' &&
    Array.isArray(v.events) &&
    typeof (v.machine as { config?: unknown } | undefined)?.config === 'object'
  );
}

/** Every model of every model file, in file order, each with the file it came from. */
export async function findModels(dir = SRC): Promise<Array<{ file: string; model: AnyMachineModel }>> {
  const found: Array<{ file: string; model: AnyMachineModel }> = [];
  for (const file of modelFiles(dir)) {
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
    for (const value of Object.values(mod)) if (isMachineModel(value)) found.push({ file, model: value });
  }
  return found;
}

export const SRC_DIR = SRC;
export const srcPath = (file: string) => relative(SRC, file).split(sep).join('/');
