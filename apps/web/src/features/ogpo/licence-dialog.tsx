// The driver's licence dialog of the OGPO page (a lazy chunk): renders the dialog machine the policy machine runs
// (core's licenceDialogMachine provided with `licenceDialogCalls`); the register's refusal is a red notification
// 'Ошибка' for 7 s (the toaster's duration), once per failure.
import type { ApiClient } from '@sakta/core/shared';
import { provideLicenceDialog } from '@sakta/core/ogpo/licence';
import { licenceDialogCalls } from './vehicles-calls';
import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { selectLicenceDialogView, type LicenceDialogActor } from '@sakta/core/ogpo/licence';
import { LicenceDialog as LicenceDialogView, notify } from '@sakta/ui';

export { licenceDialogCalls } from './vehicles-calls';

/** The dialog's machine with its calls: the sale page loads it with this view, before the dialog opens. */
export const dialogLogic = (api: ApiClient) => provideLicenceDialog(licenceDialogCalls(api));
export function LicenceDialog({ actor }: { actor: LicenceDialogActor }) {
  const view = useSelector(actor, (s) => (s.status === 'active' ? selectLicenceDialogView(s) : null));
  const shown = useRef(0);
  const failure = view?.failure ?? null;
  useEffect(() => {
    if (!failure || failure.seq === shown.current) return;
    shown.current = failure.seq;
    notify({ kind: 'error', title: failure.title, message: failure.message });
  }, [failure]);
  return (
    <LicenceDialogView
      view={view}
      onChange={(patch) => actor.send({ type: 'CHANGE', ...patch })}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      onClose={() => actor.send({ type: 'CLOSE' })}
    />
  );
}
