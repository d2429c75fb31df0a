// ESLint flat config. The layer rules keep the arrows pointing down (web -> ui -> core; api -> core;
// storybook -> ui, core): core imports no UI framework, ui imports no app, nothing imports an app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { dirname, relative, resolve } from 'node:path';

const apps = [
  '@sakta/web',
  '@sakta/web/*',
  '@sakta/api',
  '@sakta/api/*',
  '@sakta/storybook',
  '@sakta/storybook/*',
];
const appPaths = ['**/apps/web/**', '**/apps/api/**', '**/apps/storybook/**'];
const apiForbidden = [
  ...apps,
  ...appPaths.filter((p) => !p.includes('api')),
  '@sakta/ui',
  '@sakta/ui/*',
  'react',
  'react-dom',
];
const restrict = (patterns, message, paths = []) => [
  'error',
  { patterns: [{ group: patterns, message }], paths: paths.map((name) => ({ name, message })) },
];

/**
 * core's zones: a file in packages/core/src/features/<x>/ imports only shared/ and its own feature folder (features
 * never import each other); shared/ imports no feature. Only the package's aggregating entries (src/index.ts,
 * src/testing/) gather every feature. Relative specifiers are resolved against the importing file.
 */
const CORE_SRC = resolve(import.meta.dirname, 'packages/core/src');
const coreZones = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const zoneOf = (file) => {
      const rel = relative(CORE_SRC, file).split('\\').join('/');
      if (rel.startsWith('..')) return null;
      const [top, feature] = rel.split('/');
      if (top === 'shared') return 'shared';
      if (top === 'features') return `features/${feature}`;
      return null;
    };
    const own = zoneOf(context.filename);
    if (!own) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = zoneOf(resolve(dirname(context.filename), spec));
      if (target === null || target === own || target === 'shared') return;
      context.report({
        node: node.source,
        message:
          own === 'shared'
            ? `shared/ imports no feature ('${spec}' is in ${target}).`
            : `${own} imports only shared/ and its own folder ('${spec}' is in ${target}).`,
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/bare-dist/**',
      '**/dist-ssr/**',
      '**/storybook-static/**',
      'reports/**',
      '**/.vite/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'apps/web/**/*.{ts,tsx}', 'apps/storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    plugins: { sakta: { rules: { 'core-zones': coreZones } } },
    rules: { 'sakta/core-zones': 'error' },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        [
          'react',
          'react/*',
          'react-dom',
          'react-dom/*',
          'radix-ui',
          '@radix-ui/*',
          '@tanstack/*',
          '@xstate/react',
          '@sakta/ui',
          '@sakta/ui/*',
          ...apps,
          ...appPaths,
        ],
        'core is framework-free (no React, Radix, TanStack or apps) and uses zod/mini, not classic zod.',
        ['zod', 'zod/v4'],
      ),
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        [...apps, ...appPaths, 'react-router', 'react-router/*'],
        'ui renders state only: it imports no app and no router (links come through LinkProvider).',
      ),
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(apiForbidden, 'api depends on core only.'),
    },
  },
  // api layers: platform/ and services/ serve every feature; a feature imports them and its own folder, never
  // another feature (dev/ is the tester's remote over every feature and may); services import no feature. Only
  // the composition root (platform/app, main, routes, seed) puts features together.
  ...[
    {
      files: ['apps/api/src/features/**/*.ts'],
      ignores: ['apps/api/src/features/dev/**'],
      regex: '^\\.\\./(?!\\.\\./)',
      message: 'A feature imports platform/, services/ and its own folder, never another feature.',
    },
    {
      files: ['apps/api/src/services/**/*.ts'],
      regex: '/features/',
      message: 'services serve every feature and import none.',
    },
  ].map(({ files, ignores, regex, message }) => ({
    files,
    ...(ignores ? { ignores } : {}),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: apiForbidden,
              message: 'api depends on core only.',
            },
            { regex, message },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/storybook/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        [
          '@sakta/api',
          '@sakta/api/*',
          '**/apps/api/**',
          '@sakta/web',
          '@sakta/web/*',
          '@sakta/storybook',
          '@sakta/storybook/*',
        ],
        'apps are not imported by other apps.',
      ),
    },
  },
);
