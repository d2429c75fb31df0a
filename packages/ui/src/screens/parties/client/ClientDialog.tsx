/**
 * The OGPO client dialog (spec part 2 sections 2.2, 4.3, 5.1, 8): the search in four modes, the consent step, the
 * scan upload and recognition, the found list, 'Не смогли найти клиента.', and the form (ClientSearchSteps,
 * ClientFormStep). Renders core's selectClientDialogView.
 */
import { ruClient } from '@sakta/core/parties/client';
import { Alert } from '../../../primitives/alert';
import { Button } from '../../../primitives/button';
import { DialogFooter } from '../../../primitives/dialog';
import { LookupPartyDialog } from '../PartyDialogContent';
import { Spinner } from '../../../primitives/spinner';
import { t, type ClientDialogProps } from './client-dialog-props';
import { ClientFormStep } from './ClientFormStep';
import { ConsentStep, FoundStep, SearchStep } from './ClientSearchSteps';

export type { ClientDialogProps, ClientDictionaries } from './client-dialog-props';

export function ClientDialog(props: ClientDialogProps) {
  return (
    <LookupPartyDialog
      view={props.view}
      onClose={props.onClose}
      slot="client-dialog"
      className="max-h-[90vh] overflow-y-auto sm:max-w-3xl"
      description={(view) => view.subtitle}
    >
      {(view) => (
        <>
          {view.notice ? <Alert variant="success">{view.notice}</Alert> : null}
          {view.message ? <Alert variant="error">{view.message}</Alert> : null}
          {view.step === 'search' ? <SearchStep {...props} view={view} /> : null}
          {view.step === 'searching' || view.step === 'uploading' || view.step === 'polling' ? (
            <div className="flex items-center justify-between gap-2 text-sm">
              <span className="flex items-center gap-2" role="status">
                <Spinner decorative /> {view.step === 'searching' ? t.searching : ruClient.scan.waiting}
              </span>
              {view.step === 'polling' ? (
                <Button type="button" variant="outline" size="sm" onClick={props.onReset}>
                  {ruClient.reset}
                </Button>
              ) : null}
            </div>
          ) : null}
          {view.step === 'consent' ? <ConsentStep {...props} view={view} /> : null}
          {view.step === 'found' ? <FoundStep {...props} view={view} /> : null}
          {view.step === 'notFound' ? (
            <div className="grid gap-3">
              <Alert variant="warning">{ruClient.notFound}</Alert>
              <DialogFooter className="gap-2">
                <Button type="button" variant="outline" onClick={props.onReset}>
                  {ruClient.reset}
                </Button>
                <Button type="button" onClick={props.onCreate}>
                  {ruClient.create}
                </Button>
              </DialogFooter>
            </div>
          ) : null}
          {view.step === 'form' || view.step === 'saving' ? <ClientFormStep {...props} view={view} /> : null}
        </>
      )}
    </LookupPartyDialog>
  );
}
