/**
 * The gallery's Node side, shared by Storybook (main.ts: the indexer and, through viteFinal, the Vite plugin), the
 * component tests' Vite config and `pnpm coverage:stories`:
 *
 * - `loadGallery()` plans every registered screen (gallery/plan.ts, imported through Vite's module runner so that
 *   core's TypeScript runs as the stories see it) and replays every planned story; a state that cannot be
 *   replayed throws here, naming the machine and the state, and fails the Storybook build.
 * - `galleryIndexer` gives Storybook one story per planned state of each `stories/states/<key>.states.tsx`.
 * - `galleryPlugin()` appends those stories to the file as named exports (each replaying its path), and serves
 *   the plan to the 'Состояния' page as `virtual:gallery-plan`.
 *
 * A state added to a machine is planned at the next build or test run: no file to write.
 */
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type * as PlanModule from './plan';
import type { ScreenPlan } from './plan';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '..');
/** A screen's view file: stories/states/<key>.states.tsx. */
export const STATES_FILE = /[\\/]stories[\\/]states[\\/]([^\\/]+)\.states\.tsx$/;

type Planned = Array<{ key: string; plan?: ScreenPlan; error?: string }>;
let loading: Promise<Planned> | undefined;

/** Every screen's plan, verified, or the error of its states that cannot be replayed (cached for the process). */
function loadPlanned(): Promise<Planned> {
  loading ??= (async () => {
    const { runnerImport } = await import('vite');
    const { module } = await runnerImport<typeof PlanModule>(resolve(HERE, 'plan.ts'), {
      configFile: false,
      root: ROOT,
      logLevel: 'error',
    });
    return module.planGallery();
  })();
  return loading;
}

/** Every screen's plan; throws every screen's error if a state of any cannot be replayed. */
export async function loadGallery(): Promise<ScreenPlan[]> {
  const planned = await loadPlanned();
  const errors = planned.flatMap((p) => (p.error ? [p.error] : []));
  if (errors.length) throw new Error(errors.join('\n'));
  return planned.map((p) => p.plan!);
}

/** The plan of the screen whose view file is `file`. */
export async function planOfFile(file: string): Promise<ScreenPlan> {
  const key = STATES_FILE.exec(file)?.[1] ?? basename(file);
  const planned = (await loadPlanned()).find((p) => p.key === key);
  if (!planned)
    throw new Error(`gallery: ${file} renders no registered screen (gallery/registry.ts has no '${key}')`);
  if (planned.error) throw new Error(planned.error);
  return planned.plan!;
}

export const metaIdOf = (key: string) => `states-${key}`;
export const titleOf = (plan: Pick<ScreenPlan, 'title'>) => `Состояния/${plan.title}`;

/** Storybook's indexer of the screens' view files (experimental_indexers in main.ts). */
export const galleryIndexer = {
  test: /[\\/]stories[\\/]states[\\/][^\\/]+\.states\.tsx$/,
  createIndex: async (fileName: string) => {
    const plan = await planOfFile(fileName);
    return plan.states.map((state) => ({
      type: 'story' as const,
      importPath: fileName,
      exportName: state.exportName,
      name: state.name,
      title: titleOf(plan),
      metaId: metaIdOf(plan.key),
      tags: ['gallery'],
    }));
  },
};

const VIRTUAL = 'virtual:gallery-plan';

/** The Vite plugin: the stories of each view file, and the plan as `virtual:gallery-plan`. */
export function galleryPlugin(): Plugin {
  return {
    name: 'sakta-gallery',
    enforce: 'pre',
    resolveId(id) {
      return id === VIRTUAL ? `\0${VIRTUAL}` : undefined;
    },
    async load(id) {
      if (id !== `\0${VIRTUAL}`) return undefined;
      return `export default ${JSON.stringify(await loadGallery())};`;
    },
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!STATES_FILE.test(file)) return undefined;
      const plan = await planOfFile(file);
      const defaults = code.match(/^export default /gm)?.length ?? 0;
      if (defaults !== 1) throw new Error(`gallery: ${file} must have one 'export default statesOf(...)'`);
      const stories = plan.states.map(
        (s) => `export const ${s.exportName} = __galleryStory(__galleryMeta, ${JSON.stringify(s)});`,
      );
      return {
        code: [
          code.replace(/^export default /m, 'const __galleryMeta = '),
          `import { galleryStory as __galleryStory } from ${JSON.stringify(resolve(HERE, 'stories.tsx'))};`,
          'export default __galleryMeta;',
          ...stories,
          `export const __namedExportsOrder = ${JSON.stringify(plan.states.map((s) => s.exportName))};`,
          '',
        ].join('\n'),
        map: null,
      };
    },
  };
}
