// A sale page's dialogs as chunks: each chunk (a lazy module) gives the dialog's container and its machine with its
// calls, so one import makes both the lazy view the page renders and the loader of the machine the page's machine
// waits for (lazy-dialogs.ts). The parties' dialogs are every product's.
import { lazy, type LazyExoticComponent } from 'react';
import type { AnyActorLogic } from 'xstate';
import type { ApiClient } from '@sakta/core/shared';
import type { DialogName } from '@sakta/core/sale';
import type { DialogContainer } from './sale-page';
import type { DialogLoaders } from './lazy-dialogs';

/** A dialog's chunk: its container and its machine (provided with its calls on the API client). */
export type DialogChunk = () => Promise<{ view: DialogContainer; logic: (api: ApiClient) => AnyActorLogic }>;

/** The parties' dialogs of every product: client, chief, documents, anti-money-laundering documents. */
export const PARTY_DIALOGS = {
  client: () =>
    import('../parties/client-dialog').then((m) => ({
      view: m.ClientDialog as DialogContainer,
      logic: m.dialogLogic,
    })),
  chief: () =>
    import('../parties/chief-dialog').then((m) => ({
      view: m.ChiefDialog as DialogContainer,
      logic: m.dialogLogic,
    })),
  documents: () =>
    import('../parties/document-upload').then((m) => ({
      view: m.DocumentUploadDialog as DialogContainer,
      logic: m.dialogLogic,
    })),
  podft: () =>
    import('../parties/podft-documents').then((m) => ({
      view: m.PodftDocumentsDialog as DialogContainer,
      logic: m.dialogLogic,
    })),
} satisfies Partial<Record<DialogName, DialogChunk>>;

/** The lazy views and the machines' loaders of a page's dialogs. */
export function dialogParts<N extends DialogName>(chunks: Record<N, DialogChunk>) {
  const names = Object.keys(chunks) as N[];
  const chunk = (name: N) => chunks[name];
  return {
    dialogs: Object.fromEntries(
      names.map((name) => [name, lazy(() => chunk(name)().then((m) => ({ default: m.view })))]),
    ) as Record<N, LazyExoticComponent<DialogContainer>>,
    dialogLogic: Object.fromEntries(
      names.map((name) => [name, () => chunk(name)().then((m) => m.logic)]),
    ) as DialogLoaders,
  };
}
