// A sale page's dialogs whose machines arrive with their views: the page's machine is created with a stand-in for
// each (core's deferredLogic), and `ensure` loads a dialog's chunk (its view and its machine with its calls) before
// the event that opens it is sent. The page's first render carries none of the dialogs' machines.
import type { AnyActorLogic } from 'xstate';
import { deferredLogic, type ApiClient } from '@sakta/core/shared';
import type { DialogActors, DialogName } from '@sakta/core/sale';

/** A dialog's chunk: its machine provided with its calls on the API client. */
export type DialogLogicLoader = () => Promise<(api: ApiClient) => AnyActorLogic>;
export type DialogLoaders = Partial<Record<DialogName, DialogLogicLoader>>;

export function lazyDialogs(api: ApiClient, loaders: DialogLoaders) {
  const loaded = new Map<DialogName, AnyActorLogic>();
  const names = Object.keys(loaders) as DialogName[];
  const actors: DialogActors = Object.fromEntries(
    names.map((name) => [`${name}Dialog`, deferredLogic(`${name}Dialog`, () => loaded.get(name))]),
  );
  /** Loads the dialog's chunk once; resolves when its machine is there. */
  async function ensure(name: DialogName): Promise<void> {
    if (loaded.has(name)) return;
    const load = loaders[name];
    if (!load) throw new Error(`${name}: the page has no such dialog`);
    loaded.set(name, (await load())(api));
  }
  return { actors, ensure };
}
