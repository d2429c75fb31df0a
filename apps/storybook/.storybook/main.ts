import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { mergeConfig, type PluginOption } from 'vite';
import { galleryIndexer, galleryPlugin } from '../gallery/node.ts';

/**
 * react-docgen reads every TypeScript module for components; core has none, and its model files' `<T>[]`
 * assertions (the gallery imports the models) are not syntax it parses: it skips packages/core.
 */
function docgenWithoutCore(plugins: PluginOption[]): PluginOption[] {
  return plugins.map((plugin) => {
    if (Array.isArray(plugin)) return docgenWithoutCore(plugin);
    if (!plugin || typeof plugin !== 'object' || !('name' in plugin)) return plugin;
    if (plugin.name !== 'storybook:react-docgen-plugin' || typeof plugin.transform !== 'function')
      return plugin;
    const transform = plugin.transform;
    return {
      ...plugin,
      transform(this: unknown, code: string, id: string, ...rest: unknown[]) {
        if (id.includes('/packages/core/')) return undefined;
        return (transform as (...a: unknown[]) => unknown).call(this, code, id, ...rest);
      },
    } as PluginOption;
  });
}

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // the hand-written stories, and the generated ones: one per state of each screen machine (gallery/)
  stories: ['../stories/**/*.stories.@(ts|tsx)', '../stories/states/*.states.tsx', '../stories/states/*.mdx'],
  experimental_indexers: async (existing) => [galleryIndexer, ...(existing ?? [])],
  addons: ['@storybook/addon-docs'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    return mergeConfig(
      { ...viteConfig, plugins: docgenWithoutCore(viteConfig.plugins ?? []) },
      {
        plugins: [tailwindcss(), galleryPlugin()],
        build: {
          // Storybook's own preview bundle is large by nature; the product's size budget is measured on apps/web.
          chunkSizeWarningLimit: 2000,
          rolldownOptions: {
            // Radix ships "use client" directives, meaningless in a client-only bundle: keep the build log readable.
            onwarn(warning, warn) {
              if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
              warn(warning);
            },
          },
        },
      },
    );
  },
};

export default config;
