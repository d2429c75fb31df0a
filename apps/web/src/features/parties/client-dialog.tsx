// The OGPO client dialog's container: the dialog machine (spawned by the policy machine, passed as `actor`) read
// with useSelector and rendered by the ui's ClientDialog; the calls the machine is provided with
// (parties-calls.ts); the dictionaries and the sandbox's demo scans through TanStack Query; a chosen scan's
// size and picture dimensions read in the browser (createImageBitmap, no library) for core's checks.
import { provideClientDialog } from '@sakta/core/parties/client';
import { clientDialogCalls } from './parties-calls';
import { useEffect, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@sakta/core';
import {
  activityKindsEndpoint,
  clientDemoScanFileEndpoint,
  clientDemoScansEndpoint,
  countriesEndpoint,
  economicSectorsEndpoint,
  connectClientDialog,
  type ClientDialogActor,
  type DemoScan,
  type ScanFacts,
} from '@sakta/core/parties/client';
import { ClientDialog as ClientDialogView, notify } from '@sakta/ui';
import { useApi } from '../../lib/api';

/** The dialog's machine with its calls: the sale page loads it with this view, before the dialog opens. */
export const dialogLogic = (api: ApiClient) => provideClientDialog(clientDialogCalls(api));
const DICTIONARY_STALE_MS = 60 * 60_000;

/** What core's scan rule needs of a chosen file: its size and type, and a picture's dimensions. */
export async function scanFacts(file: File | null): Promise<ScanFacts> {
  if (!file) return { size: null, type: '', width: null, height: null };
  if (file.type !== 'image/png' && file.type !== 'image/jpeg')
    return { size: file.size, type: file.type, width: null, height: null };
  try {
    const bitmap = await createImageBitmap(file);
    const facts = { size: file.size, type: file.type, width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return facts;
  } catch {
    return { size: file.size, type: file.type, width: 0, height: 0 };
  }
}

function useDictionary(endpoint: typeof countriesEndpoint) {
  const api = useApi();
  return useQuery({
    queryKey: ['ogpo', 'dictionary', endpoint.path],
    queryFn: async () => (await api.call(endpoint, undefined)).data,
    staleTime: DICTIONARY_STALE_MS,
  }).data;
}

async function downloadScan(api: ApiClient, scan: DemoScan) {
  const blob = await api.download(clientDemoScanFileEndpoint, undefined, { params: { id: scan.id } });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = scan.file;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The client dialog of the policy machine's spawned actor. */
export function ClientDialog({ actor }: { actor: ClientDialogActor }) {
  const api = useApi();
  const snapshot = useSelector(actor, (s) => s);
  // the consent (the lookup's gate) and scan steps are the dialog's children: a change of theirs renders it again
  useSelector(snapshot.children.gate, (s) => s);
  useSelector(snapshot.children.scan, (s) => s);
  const dialog = connectClientDialog(snapshot, actor.send);
  const { view } = dialog;
  const countries = useDictionary(countriesEndpoint);
  const activityKinds = useDictionary(activityKindsEndpoint);
  const economicSectors = useDictionary(economicSectorsEndpoint);
  const demoScans = useQuery({
    queryKey: ['ogpo', 'demo-scans'],
    queryFn: async () => (await api.call(clientDemoScansEndpoint, undefined)).data,
    staleTime: DICTIONARY_STALE_MS,
    enabled: view.mode === 1,
  }).data;
  useEffect(() => {
    const sub = actor.on('saved', (e) => notify({ kind: 'success', title: e.title, message: e.message }));
    return () => sub.unsubscribe();
  }, [actor]);
  const dictionaries = useMemo(
    () => ({
      countries: countries ?? [],
      activityKinds: activityKinds ?? [],
      economicSectors: economicSectors ?? [],
    }),
    [countries, activityKinds, economicSectors],
  );
  return (
    <ClientDialogView
      {...dialog}
      dictionaries={dictionaries}
      demoScans={demoScans ?? []}
      onDownloadScan={(scan) =>
        void downloadScan(api, scan).catch(() =>
          notify({ kind: 'error', message: 'Не удалось скачать файл' }),
        )
      }
      onFile={(file) => void scanFacts(file).then((facts) => actor.send({ type: 'FILE', facts, file }))}
    />
  );
}
