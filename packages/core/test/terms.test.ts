/**
 * Issue 44 item 10: APC is written one way, the spec's ('APC': the login's optional field, the contract panel's
 * read-only field). Every string users read is core's (each string has one owner), so this reads every source file
 * of packages/core/src (tests excluded) and fails on a Cyrillic spelling ('АПК', 'АПЦ'); and the labels that name
 * the field say 'APC'.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ru } from '../src/shared/i18n/ru';
import { ruSale } from '../src/shared/sale/ru';
import { ruPolicies } from '../src/features/policies/ru';
import { ruSupport } from '../src/features/support/ru';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [path] : [];
  });
}

describe('APC, one spelling', () => {
  it('no source of core writes it in Cyrillic', () => {
    const found = sources(SRC).filter((f) => /АП[КЦ]/.test(readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  });

  it("the login, the contract panel, the policy and support filters label it 'APC'", () => {
    expect([ru.login.apc, ruSale.staff.apc, ruPolicies.filter.apc, ruSupport.filter.apc]).toEqual([
      'APC',
      'APC',
      'APC',
      'APC',
    ]);
  });
});
