/**
 * The browser side of the gallery. A screen's view file (`stories/states/<key>.states.tsx`) default-exports
 * `statesOf(key, view)`: the screen's real component, its fixed args (handlers), and how props are read from the
 * machine's snapshot (core's selectors, as the hand-written stories read them). The Vite plugin (gallery/node.ts)
 * appends one `galleryStory(meta, state)` export per planned state; each replays its path on the machine when it
 * renders and fails, naming the machine and the state, if the machine ends elsewhere.
 */
import type { ComponentType, ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { galleryScreen, replayPlanned, type PlannedState } from './plan';
import type { GalleryScreen } from './registry';

export interface StatesView<P extends object, S> {
  /** The screen's component (the one the hand-written stories render). */
  component: ComponentType<P>;
  /** Props that do not come from the machine (handlers, the signatories list...). */
  args?: Partial<P>;
  /** The props a snapshot gives (core's selectors over the snapshot and its children). */
  view: (snapshot: S) => Partial<P>;
  /** How the props are rendered when the component alone is not the picture (a slot filled, a frame). */
  render?: (props: P) => ReactNode;
  /**
   * What to say instead of a picture when the screen shows nothing of its own in this snapshot (a dialog that
   * closed: its story says so in a line instead of an empty picture); null: the picture (default).
   */
  note?: (snapshot: S) => string | null;
  parameters?: Meta['parameters'];
}

interface Registered {
  screen: GalleryScreen;
  view: StatesView<object, never>;
}

const registered = new WeakMap<object, Registered>();

/** The meta of a screen's generated stories: 'Состояния/<title>', ids `states-<key>--...`. */
export function statesOf<P extends object, S>(key: string, view: StatesView<P, S>) {
  const screen = galleryScreen(key);
  const meta = {
    id: `states-${key}`,
    title: `Состояния/${screen.title}`,
    component: view.component,
    args: view.args,
    tags: ['gallery'],
    parameters: { ...view.parameters, gallery: { screen: key } },
  } satisfies Meta<ComponentType<P>>;
  registered.set(meta, { screen, view: view as unknown as StatesView<object, never> });
  return meta as Meta<ComponentType<P>>;
}

/** One generated story: the planned state replayed and shown through the screen's view. */
export function galleryStory(meta: object, state: PlannedState): StoryObj {
  const entry = registered.get(meta);
  if (!entry) throw new Error(`gallery: the default export of a states file must be statesOf(...)`);
  const { screen, view } = entry;
  let replayed: { props: object; note: string | null } | undefined;
  const replayedOf = () =>
    (replayed ??= replayPlanned(screen, state, (s: never) => {
      const note = view.note?.(s) ?? null;
      return { props: note === null ? view.view(s) : {}, note };
    }));
  const Component = view.component as ComponentType<object>;
  return {
    name: state.name,
    parameters: {
      gallery: { screen: screen.key, state },
      docs: { description: { story: describeState(state) } },
    },
    render: (args: object) => {
      const { props, note } = replayedOf();
      if (note !== null) return <Note text={note} />;
      const all = { ...args, ...props };
      return view.render ? <>{view.render(all)}</> : <Component {...all} />;
    },
  };
}

/** What a story shows when the screen shows nothing of its own in its state (a dialog that closed). */
function Note({ text }: { text: string }) {
  return (
    <p data-slot="gallery-note" className="p-6 text-sm text-muted-foreground">
      {text}
    </p>
  );
}

/** The note of a dialog's final states (saved, closed): it is gone, its page shows what follows. */
export const closedDialog = (s: { status: string }) =>
  s.status === 'done'
    ? 'Окно закрыто: в этом состоянии экран его не показывает (страница показывает, что дальше).'
    : null;

/** The story's description on the docs page: the states it shows and the path in words. */
function describeState(state: PlannedState): string {
  const path = state.steps.length
    ? state.steps.map((s, i) => `${i + 1}. ${s}`).join('\n')
    : '(начальное состояние)';
  return `Состояние: \`${state.nodes.join('`, `')}\`. Путь (модель ${state.model}):\n\n${path}`;
}
