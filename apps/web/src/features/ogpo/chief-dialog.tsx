// The chief dialog's container ('Руководитель' / 'Собственник'): the dialog machine spawned by the policy machine
// (`actor`), read with useSelector and rendered by the ui's ChiefDialog; its calls are in parties-calls.ts.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectChiefDialogView, type chiefDialogMachine } from '@sakta/core/ogpo/chief';
import { ChiefDialog as ChiefDialogView } from '@sakta/ui';

export type ChiefDialogActor = ActorRefFrom<typeof chiefDialogMachine>;

/** The chief dialog of the policy machine's spawned actor. */
export function ChiefDialog({ actor }: { actor: ChiefDialogActor }) {
  const view = useSelector(actor, selectChiefDialogView);
  return (
    <ChiefDialogView
      view={view}
      onQuery={(patch) =>
        actor.send({
          type: 'QUERY',
          patch: Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Record<
            string,
            string
          >,
        })
      }
      onSearch={() => actor.send({ type: 'SEARCH' })}
      onPick={(index) => actor.send({ type: 'PICK', index })}
      onCreate={() => actor.send({ type: 'CREATE' })}
      onReset={() => actor.send({ type: 'RESET' })}
      onChange={(patch) => actor.send({ type: 'CHANGE', patch })}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      onClose={() => actor.send({ type: 'CLOSE' })}
    />
  );
}
