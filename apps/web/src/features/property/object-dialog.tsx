// The property-object modal of the property page (a lazy chunk): renders the dialog the property machine runs
// (core's objectDialogMachine: no calls of its own) with the financial institutions' regions from the cache.
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectObjectDialog, objectDialogMachine } from '@sakta/core/property';
import { PropertyObjectDialog } from '@sakta/ui';
import { useApi } from '../../lib/api';
import { regionsByFiQuery } from '../sale/fi-regions';

/** The dialog's machine: the sale page loads it with this view, before the dialog opens. */
export const dialogLogic = () => objectDialogMachine;

export function ObjectDialog({ actor }: { actor: ActorRefFrom<typeof objectDialogMachine> }) {
  const api = useApi();
  const regions = useQuery(regionsByFiQuery(api)).data ?? [];
  const connection = useSelector(actor, (s) => connectObjectDialog(s, actor.send));
  return <PropertyObjectDialog {...connection} regions={regions} />;
}
