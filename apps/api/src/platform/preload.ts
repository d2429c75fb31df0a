import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoute, type RouteId } from '@sakta/core';

/**
 * First paint without a waterfall: the HTML of a route names, as <link rel="modulepreload">, every chunk that route
 * needs for its first render (its lazy module, the main layout's for the pages inside it, and their static
 * imports) and, as stylesheets, their CSS, so the browser fetches them in the same round as the entry chunk
 * instead of after the entry has run and the router has asked for the route.
 *
 * Which module a route is: the SPA's convention (apps/web src/screens.ts), `src/routes/<route id in kebab
 * case>.tsx`, plus `src/layout/MainLayout.tsx` for the routes of the main layout (core's route table says which),
 * plus the app itself (`src/boot.tsx`), which the entry imports dynamically.
 * Chunks come from Vite's manifest (build.manifest). A route without a built module gets no links.
 */

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const kebab = (id: string) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The app itself, which the tiny entry imports (at once, or after a first paint: apps/web src/main.tsx). */
const BOOT = 'src/boot.tsx';

/** The source modules of a route's first render. */
export function routeModules(id: RouteId, layout: 'main' | 'bare'): string[] {
  const own = `src/routes/${kebab(id)}.tsx`;
  return layout === 'main' ? [BOOT, 'src/layout/MainLayout.tsx', own] : [BOOT, own];
}

/** The files (JS and CSS) that `modules` need, without what the entry already loads. */
export function chunksOf(manifest: Manifest, modules: string[]): { js: string[]; css: string[] } {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep, into);
  };
  if (entryKey) walk(entryKey, loaded);
  const wanted = new Set<string>();
  for (const m of modules) if (manifest[m]) walk(m, wanted);
  const js: string[] = [];
  const css: string[] = [];
  for (const key of wanted) {
    const chunk = manifest[key]!;
    if (!loaded.has(key)) js.push(chunk.file);
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
  }
  // The entry's own CSS is already linked by index.html.
  const entryCss = new Set(entryKey ? (manifest[entryKey]?.css ?? []) : []);
  return { js, css: css.filter((f) => !entryCss.has(f)) };
}

/** The <link> tags of a pathname's route ('' when the route is unknown or not built). */
export function preloadLinks(manifest: Manifest, pathname: string): string {
  const def = matchRoute(pathname) ?? matchRoute('/not-found');
  if (!def) return '';
  const { js, css } = chunksOf(manifest, routeModules(def.id, def.layout));
  return [
    ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('\n');
}

/** Vite's manifest of the built SPA in `dir`, or an empty one. */
export function readManifest(dir: string): Manifest {
  const file = join(dir, '.vite', 'manifest.json');
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return {};
  }
}
