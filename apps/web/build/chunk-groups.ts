// Chunks decided by the rounds a page waits for (issue 45). On the slow phone of `pnpm perf` a round costs about
// 560 ms and HTTP/1.1 fetches six files at a time: /policies opened in a fresh tab waited for 34 files, most of them
// under 2 KB (the menu's icons, the query cache, the toaster, the form kits), in six rounds, and casco for 72. Besides
// the framework and the app code four pages share (vite.config.ts), four files hold what two or more chunks share:
// - 'shared': what the pages without a session (the login, the customer's pages) share with other pages;
// - 'office': what home and the main layout run besides (the first screen after the login loads nothing more);
// - 'sale': the sale pages' own code (the kernel, the parties, the products), which lists never load;
// - 'screens': the rest the signed-in screens share.
// What one chunk alone uses stays in it; a module loaded lazily (a page, a dialog, the PDF viewer, the charts) stays
// its own chunk. The groups take no module's imports with it (includeDependenciesRecursively: false): an import
// stays where its own rule puts it, so the public pages never load 'office' for a module 'office' imports.
import { rolldown } from 'rolldown';

/** What a page without a session runs: the entry and core's routes without `needsSession` (their code). */
const PUBLIC_ROOTS = [
  'main.tsx',
  'boot.tsx',
  ...['login', 'reset', 'kdp', 'func-otp', 'epay', 'not-found'].map((r) => `routes/${r}.tsx`),
];
/** What every signed-in session starts with: the main layout and home. */
const OFFICE_ROOTS = ['layout/MainLayout.tsx', 'routes/index.tsx'];
/** The sale pages' own code: the kernel, the parties and their dialogs, the products, the compliance review. */
const SALE =
  /core[\\/]src[\\/](shared[\\/](sale[\\/](?!kept-sale-slot)|parties[\\/]|crypto[\\/])|features[\\/](ogpo|property|casco|podft|travel)[\\/])|ui[\\/]src[\\/]screens[\\/](ogpo|sale|parties|property|casco|podft|travel)[\\/]|web[\\/]src[\\/]features[\\/](ogpo|property|casco|parties|sale)[\\/]/;
/** Libraries of one feature, loaded lazily by it. */
const OWN_CHUNK = /pdfjs-dist|@visx|d3-/;

interface ChunkingContext {
  getModuleInfo(id: string): { dynamicImporters: readonly string[] } | null;
}

/**
 * For each set of roots, the modules those roots load before they run: their static imports as the bundler keeps
 * them (tree-shaken: the packages' index files name every module, a page uses a few), found by bundling all roots
 * alone, once, their lazily imported parts left out (about 3 s).
 */
async function staticModules<K extends string>(
  src: URL,
  rootSets: Record<K, string[]>,
): Promise<Record<K, Set<string>>> {
  const sets = Object.entries(rootSets) as [K, string[]][];
  const setOf = new Map(
    sets.flatMap(([set, roots]) => roots.map((root) => [new URL(root, src).pathname, set])),
  );
  const bundle = await rolldown({
    input: [...setOf.keys()],
    external: [/\.css$/, /\?/],
    transform: { jsx: 'react-jsx', define: { __APP_VERSION__: '""' } },
    plugins: [{ name: 'static-imports-only', resolveDynamicImport: () => false }],
    logLevel: 'silent',
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  const chunks = new Map(output.flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
  const modulesOf = (set: K) => {
    const modules = new Set<string>();
    const loaded = new Set<string>();
    const next = [...chunks.values()]
      .filter((c) => c.isEntry && c.facadeModuleId !== null && setOf.get(c.facadeModuleId) === set)
      .map((c) => c.fileName);
    for (let file = next.pop(); file !== undefined; file = next.pop()) {
      const chunk = chunks.get(file);
      if (loaded.has(file) || !chunk) continue;
      loaded.add(file);
      chunk.moduleIds.forEach((id) => modules.add(id));
      next.push(...chunk.imports);
    }
    return modules;
  };
  return Object.fromEntries(sets.map(([set]) => [set, modulesOf(set)])) as Record<K, Set<string>>;
}

/** The chunk groups 'shared', 'office', 'sale' and 'screens' of the app whose sources are at `src`. */
export async function chunkGroups(src: URL) {
  const { publicOnes, officeOnes } = await staticModules(src, {
    publicOnes: PUBLIC_ROOTS,
    officeOnes: OFFICE_ROOTS,
  });
  const ownChunk = (id: string, ctx: ChunkingContext) =>
    OWN_CHUNK.test(id) || (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
  const group = (name: (id: string) => string | null, priority: number) => ({
    name: (id: string, ctx: ChunkingContext) => (ownChunk(id, ctx) ? null : name(id)),
    priority,
    minShareCount: 2,
    includeDependenciesRecursively: false,
  });
  return [
    group((id) => (publicOnes.has(id) ? 'shared' : null), 0.5),
    group((id) => (officeOnes.has(id) ? 'office' : null), 0.4),
    group((id) => (SALE.test(id) ? 'sale' : 'screens'), 0.3),
  ];
}
