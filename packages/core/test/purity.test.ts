/**
 * core is framework-free (ARCHITECTURE.md): it imports nothing from React or the DOM and runs unchanged
 * in Node, the browser and tests. This test reads every source file of packages/core/src (tests excluded) with
 * the TypeScript compiler and fails when:
 * - a file imports (statically, dynamically, `import type`, `export ... from`, `require`) anything but a relative
 *   path or an allowed package (xstate, zod and their subpaths; src/testing may also use test tools);
 * - a file uses a browser global (window, document, localStorage, sessionStorage, indexedDB, navigator, location,
 *   fetch), directly or through globalThis. The check resolves each identifier, so a parameter or a property
 *   that happens to be called `document` or `fetch` (the API client takes `fetch` as a parameter, the session
 *   store takes its indexedDB/crypto/storage the same way) is fine; only the DOM's own global is refused.
 * The same checker runs on planted violations first, so it is known to catch them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

const ALLOWED_PACKAGES = ['xstate', 'zod'];
/** The './testing' entry (fixtures for the other packages' tests) may also use test tools, never React or the DOM. */
const TESTING_DIR = 'testing';
const TESTING_EXTRA_PACKAGES = ['vitest', 'fast-check'];
const FORBIDDEN_PACKAGES = [
  /^react$/,
  /^react\//,
  /^react-dom(\/|$)/,
  /^radix-ui(\/|$)/,
  /^@radix-ui\//,
  /^@tanstack\//,
  /^@xstate\/react(\/|$)/,
];
const BROWSER_GLOBALS = new Set([
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'navigator',
  'location',
  'fetch',
]);

interface SourceFile {
  /** Path relative to src, with '/' separators. */
  path: string;
  text: string;
}

function sourceFiles(dir: string): SourceFile[] {
  const out: SourceFile[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      out.push({ path: relative(SRC, full).split(sep).join('/'), text: readFileSync(full, 'utf8') });
    }
  }
  return out;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** Import problems of one file. */
function importViolations(file: SourceFile): string[] {
  const info = ts.preProcessFile(file.text, true, true);
  const inTesting = new RegExp(`(^|/)${TESTING_DIR}/`).test(file.path);
  const allowed = inTesting ? [...ALLOWED_PACKAGES, ...TESTING_EXTRA_PACKAGES] : ALLOWED_PACKAGES;
  const problems: string[] = [];
  for (const { fileName: spec } of info.importedFiles) {
    if (FORBIDDEN_PACKAGES.some((re) => re.test(spec))) {
      problems.push(`${file.path}: imports '${spec}' (React/DOM libraries are not allowed in core)`);
    } else if (spec.startsWith('.')) {
      // product code must not reach into the test fixtures
      if (!inTesting && /(^|\/)testing(\/|$)/.test(spec))
        problems.push(`${file.path}: imports test fixtures '${spec}'`);
    } else if (!allowed.includes(packageName(spec))) {
      problems.push(`${file.path}: imports '${spec}' (allowed packages: ${allowed.join(', ')})`);
    }
  }
  return problems;
}

/**
 * Browser-global uses in the given files, found with a type checker that knows the DOM library: an identifier
 * named like a browser global counts only when it resolves to the DOM's declaration.
 */
function browserGlobalViolations(files: SourceFile[]): string[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
    noEmit: true,
    skipLibCheck: true,
    noResolve: false,
  };
  const byName = new Map(files.map((f) => [join(SRC, f.path), f]));
  const host = ts.createCompilerHost(options, true);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => byName.get(name)?.text ?? readFile(name);
  host.fileExists = (name) => byName.has(name) || fileExists(name);
  host.getSourceFile = (name, lang, onError, create) => {
    const planted = byName.get(name);
    return planted
      ? ts.createSourceFile(name, planted.text, lang, true)
      : getSourceFile(name, lang, onError, create);
  };
  const program = ts.createProgram([...byName.keys()], options, host);
  const checker = program.getTypeChecker();
  const isDomDeclaration = (symbol: ts.Symbol | undefined) =>
    (symbol?.declarations ?? []).some((d) => /lib\.dom\.d\.ts$/.test(d.getSourceFile().fileName));

  const problems: string[] = [];
  for (const name of byName.keys()) {
    const sf = program.getSourceFile(name);
    if (!sf) throw new Error(`not compiled: ${name}`);
    const file = byName.get(name) as SourceFile;
    // `x.location` is a property (of whatever x is), not the global, unless x is globalThis itself.
    const isMemberName = (node: ts.Identifier) =>
      ts.isPropertyAccessExpression(node.parent) &&
      node.parent.name === node &&
      !(ts.isIdentifier(node.parent.expression) && node.parent.expression.text === 'globalThis');
    const visit = (node: ts.Node): void => {
      if (
        ts.isIdentifier(node) &&
        BROWSER_GLOBALS.has(node.text) &&
        !isMemberName(node) &&
        isDomDeclaration(checker.getSymbolAtLocation(node))
      ) {
        const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
        problems.push(`${file.path}:${line + 1}: uses the browser global '${node.text}'`);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return problems;
}

const FILES = sourceFiles(SRC);

describe('the checker catches planted violations', () => {
  const planted = (path: string, text: string): SourceFile => ({ path, text });

  it.each([
    ["import React from 'react';", "'react'"],
    ["import { useState } from 'react';", "'react'"],
    ["import type { ReactNode } from 'react';", "'react'"],
    ["import { createRoot } from 'react-dom/client';", "'react-dom/client'"],
    ["import { Dialog } from 'radix-ui';", "'radix-ui'"],
    ["import * as Dialog from '@radix-ui/react-dialog';", "'@radix-ui/react-dialog'"],
    ["import { useQuery } from '@tanstack/react-query';", "'@tanstack/react-query'"],
    ["import { useMachine } from '@xstate/react';", "'@xstate/react'"],
    ["export { useMachine } from '@xstate/react';", "'@xstate/react'"],
    ["const m = await import('react');", "'react'"],
    ["import dayjs from 'dayjs';", "'dayjs'"],
    ["import { readFileSync } from 'node:fs';", "'node:fs'"],
    ["import { describe } from 'vitest';", "'vitest'"],
    ["import { fixture } from '../testing/fixtures';", "'../testing/fixtures'"],
  ])('%s', (line, spec) => {
    const problems = importViolations(planted('domain/planted.ts', `${line}\nexport const x = 1;\n`));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(spec);
  });

  it('allows relative imports, xstate and zod (and their subpaths)', () => {
    const text = [
      "import { z } from 'zod';",
      "import { setup } from 'xstate';",
      "import { getShortestPaths } from 'xstate/graph';",
      "import type { User } from '../domain/user';",
      "export * from './roles';",
    ].join('\n');
    expect(importViolations(planted('domain/planted.ts', text))).toEqual([]);
  });

  it('lets only src/testing use the test tools', () => {
    const text = "import { expect } from 'vitest';\nimport fc from 'fast-check';\n";
    expect(importViolations(planted('testing/planted.ts', text))).toEqual([]);
    expect(importViolations(planted('testing/planted.ts', "import React from 'react';"))).toHaveLength(1);
  });

  it('finds browser globals, and leaves parameters and properties of the same name alone', () => {
    const text = [
      'export const a = window.location.href;',
      'export const b = document.title;',
      "export const c = globalThis.localStorage.getItem('k');",
      "export const d = indexedDB.open('db');",
      "export const e = () => fetch('/api');",
      'export const f = navigator.language;',
      // fine: parameters, properties and locals that share a name with a global
      "export function g(fetch: (u: string) => unknown, indexedDB: { open(n: string): void }) { fetch('/x'); indexedDB.open('db'); }",
      'export const h = (x: { document: string; window: number }) => x.document + x.window;',
      'export const j = (w: Window) => w.document.title;',
      'export function k() { const document = { title: 1 }; return document.title; }',
    ].join('\n');
    const problems = browserGlobalViolations([planted('planted/dom.ts', text)]);
    expect(problems).toEqual([
      "planted/dom.ts:1: uses the browser global 'window'",
      "planted/dom.ts:2: uses the browser global 'document'",
      "planted/dom.ts:3: uses the browser global 'localStorage'",
      "planted/dom.ts:4: uses the browser global 'indexedDB'",
      "planted/dom.ts:5: uses the browser global 'fetch'",
      "planted/dom.ts:6: uses the browser global 'navigator'",
    ]);
  });
});

describe('packages/core/src is framework-free', () => {
  it('reads the real sources (and not an empty folder)', () => {
    const paths = FILES.map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining(['index.ts', 'shared/routes.ts', 'shared/api/client.ts', 'shared/iin.ts']),
    );
    expect(paths.some((p) => p.endsWith('.test.ts'))).toBe(false);
  });

  it('imports nothing but relative paths, xstate and zod', () => {
    expect(FILES.flatMap(importViolations)).toEqual([]);
  });

  it('uses no browser global (window, document, storage, indexedDB, navigator, location, fetch)', () => {
    expect(browserGlobalViolations(FILES)).toEqual([]);
  }, 30_000);
});
