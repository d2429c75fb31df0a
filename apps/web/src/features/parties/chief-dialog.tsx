// The chief dialog's container ('Руководитель' / 'Собственник'): the dialog machine spawned by the policy machine
// (`actor`), read with useSelector and rendered by the ui's ChiefDialog; its calls are in parties-calls.ts.
import type { ApiClient } from '@sakta/core/shared';
import { provideChiefDialog } from '@sakta/core/parties/chief';
import { chiefDialogCalls } from './parties-calls';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectLookupDialog } from '@sakta/core/shared';
import {
  selectChiefDialogView,
  type ChiefQuery,
  type ChiefRecord,
  type chiefDialogMachine,
} from '@sakta/core/parties/chief';
import { ChiefDialog as ChiefDialogView } from '@sakta/ui';

/** The dialog's machine with its calls: the sale page loads it with this view, before the dialog opens. */
export const dialogLogic = (api: ApiClient) => provideChiefDialog(chiefDialogCalls(api));
export type ChiefDialogActor = ActorRefFrom<typeof chiefDialogMachine>;

/** The chief dialog of the policy machine's spawned actor. */
export function ChiefDialog({ actor }: { actor: ChiefDialogActor }) {
  const view = useSelector(actor, selectChiefDialogView);
  return <ChiefDialogView view={view} {...connectLookupDialog<ChiefQuery, ChiefRecord>(actor.send)} />;
}
