/**
 * The gallery's component tests, shared by the gallery-*.test.tsx shards: every generated story (one per state of
 * each screen machine, gallery/) rendered in jsdom, with no serious or critical axe violation, and showing the
 * texts the spec fixes for its state (the registration's `texts`, e.g. the error catalogue's messages).
 */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { composeStories } from '@storybook/react';
import * as allModels from '@sakta/core/testing/models';
import { GALLERY_SCREENS, NOT_SCREENS } from '../gallery/registry';
import { catalogueMessages, planScreen, replayPlanned, type PlannedState } from '../gallery/plan';
import axe from 'axe-core';

const modules = import.meta.glob<Record<string, unknown>>('../stories/states/*.states.tsx', { eager: true });
const keyOf = (path: string) => /([^/]+)\.states\.tsx$/.exec(path)![1]!;
export const viewFiles = new Map(Object.entries(modules).map(([path, mod]) => [keyOf(path), mod]));

/**
 * Serious and critical axe violations in the document, as ./axe's seriousViolations (colour contrast off: jsdom
 * has no layout), without descending into frames (jsdom cannot talk to one: the card widget's) and building
 * selectors for the violations only (axe's resultTypes): the same findings at about half the time.
 */
async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    iframes: false,
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`);
}

/** The texts of a node that a user reads (its text, and the values of its fields). */
function readable(root: Element): string {
  const values = [...root.querySelectorAll('input, textarea')].map((e) => (e as HTMLInputElement).value);
  return [root.textContent ?? '', ...values].join('\n').replace(/\s+/g, ' ');
}

/** Tests of the screens whose index in the registry is `shard` modulo `of` (and, in shard 0, the registry's). */
export function galleryTests(shard: number, of: number) {
  if (shard === 0)
    it('every model of every machine is a registered screen machine, or says why it is none', () => {
      const registered = new Set(GALLERY_SCREENS.flatMap((s) => s.models.map((m) => m.name)));
      const names = (Object.values(allModels) as unknown[])
        .filter((v): v is { name: string } =>
          Boolean(v && typeof v === 'object' && 'machine' in v && 'events' in v && 'name' in v),
        )
        .map((m) => m.name);
      expect(names.length).toBeGreaterThan(40);
      expect(names.filter((n) => !registered.has(n) && !(n in NOT_SCREENS))).toEqual([]);
    });
  GALLERY_SCREENS.forEach((screen, index) => {
    if (index % of !== shard) return;
    const mod = viewFiles.get(screen.key);
    describe(`Состояния/${screen.title} (${screen.key})`, () => {
      it('has a view file whose stories are the planned states', () => {
        expect(mod, `stories/states/${screen.key}.states.tsx`).toBeDefined();
        const planned = planScreen(screen).states.map((s) => s.exportName);
        expect(Object.keys(mod!).filter((k) => k !== 'default' && !k.startsWith('__'))).toEqual(planned);
      });
      if (!mod) return;
      const stories = composeStories(mod as never) as Record<string, React.ComponentType>;
      it.each(Object.entries(stories))(
        '%s: renders, axe finds no serious violation, the spec texts show',
        async (name, Story) => {
          const state = (mod[name] as { parameters: { gallery: { state: PlannedState } } }).parameters.gallery
            .state;
          const { container } = render(<Story />);
          // something is shown: the screen (in the story's root or a dialog's portal)
          expect(container.childElementCount + document.body.childElementCount - 1).toBeGreaterThan(0);
          expect(await seriousViolations()).toEqual([]);
          // the spec's texts of this state: the screen's own (its registration), and every message of the error
          // catalogue the machine holds (a failure's message must reach the screen)
          const texts = replayPlanned(screen, state, (s: never) => [
            ...(screen.texts?.(s) ?? []),
            ...(screen.hidesCatalogue?.(s) ? [] : catalogueMessages(s)),
          ]);
          const shown = readable(document.body);
          for (const text of texts)
            expect(shown, `${state.nodes.join(', ')}`).toContain(text.replace(/\s+/g, ' '));
        },
      );
    });
  });
}
