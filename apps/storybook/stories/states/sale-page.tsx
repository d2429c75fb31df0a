// The sale pages of the gallery (OGPO, property, casco) as the app composes them (apps/web SaleView): the product's
// screen from its connect(), the alerts above the cards, the contract panel (with the code step) or the success card
// below the sellers, the history button, and the open dialog: the page's child `<dialog>Dialog` read by its own
// selector, shown over the page.
import type { ReactNode } from 'react';
import { fn } from 'storybook/test';
import type { AnyActorRef } from 'xstate';
import {
  ChiefDialog,
  ClientDialog,
  CodeConfirmation,
  ContractPanel,
  DocumentUploadDialog,
  HistoryPanel,
  LicenceDialog,
  PodftDocumentsDialog,
  PolicyAlerts,
  PropertyObjectDialog,
  SuccessCard,
  VehicleDialog,
  CascoVehicleDialog,
} from '@sakta/ui';
import { selectCodeView, type CodeConfirmationSnapshot } from '@sakta/core';
import { selectClientDialogView } from '@sakta/core/parties/client';
import { selectChiefDialogView } from '@sakta/core/parties/chief';
import { selectDocumentUploadView, selectPodftDocumentsView } from '@sakta/core/parties/documents';
import { KZ_REGIONS, selectVehicleDialogView } from '@sakta/core/ogpo/vehicle';
import { selectLicenceDialogView } from '@sakta/core/ogpo/licence';
import { selectObjectDialogView } from '@sakta/core/property';
import { selectCascoVehicleView } from '@sakta/core/casco';
import { FI_REGIONS } from '@sakta/core/sale/fi';
import type { ContractPanelView, PolicyAlertsView, SuccessCardView } from '@sakta/core/sale';
import { historyHandlers, historyView } from '../fixtures-drafts';
import { clientDialogArgs } from './client-dialog-args';

type Snapshot = { children: Record<string, AnyActorRef | undefined> };
const childSnapshot = (s: Snapshot, id: string) => s.children[id]?.getSnapshot() as never;

/** The page's open dialog: its child read by the dialog's own selector. */
export function saleDialog(s: Snapshot, dialog: string | null, product: 'ogpo' | 'fi'): ReactNode {
  if (!dialog) return null;
  const child = childSnapshot(s, `${dialog}Dialog`) as { children: Record<string, AnyActorRef> } | undefined;
  if (!child) return null;
  const close = { onClose: fn() };
  switch (dialog) {
    case 'client':
      return <ClientDialog view={selectClientDialogView(child as never)} {...clientDialogArgs()} />;
    case 'chief':
      return (
        <ChiefDialog
          view={selectChiefDialogView(child as never)}
          onQuery={fn()}
          onSearch={fn()}
          onPick={fn()}
          onCreate={fn()}
          onReset={fn()}
          onChange={fn()}
          onSubmit={fn()}
          {...close}
        />
      );
    case 'vehicle': {
      if (product === 'fi')
        return (
          <CascoVehicleDialog
            view={selectCascoVehicleView(child as never)}
            regions={FI_REGIONS}
            onChange={fn()}
            onBlur={fn()}
            onLookup={fn()}
            onSave={fn()}
            {...close}
          />
        );
      // OGPO's vehicle dialog runs the lookup as its child
      const lookup = child.children.lookup?.getSnapshot();
      return lookup ? (
        <VehicleDialog
          view={selectVehicleDialogView(lookup as never)}
          regions={KZ_REGIONS}
          onQuery={fn()}
          onSearch={fn()}
          onPick={fn()}
          onCreate={fn()}
          onReset={fn()}
          onField={fn()}
          onSubmit={fn()}
          {...close}
        />
      ) : null;
    }
    case 'licence':
      return (
        <LicenceDialog
          view={selectLicenceDialogView(child as never)}
          onChange={fn()}
          onSubmit={fn()}
          {...close}
        />
      );
    case 'documents':
      return (
        <DocumentUploadDialog
          view={selectDocumentUploadView(child as never)}
          onSelectType={fn()}
          onUpload={fn()}
          onDelete={fn()}
          {...close}
        />
      );
    case 'podft':
      return (
        <PodftDocumentsDialog
          view={selectPodftDocumentsView(child as never)}
          onChoose={fn()}
          onClear={fn()}
          onSave={fn()}
          {...close}
        />
      );
    case 'object':
      return (
        <PropertyObjectDialog
          view={selectObjectDialogView(child as never)}
          regions={FI_REGIONS}
          onChange={fn()}
          onBlur={fn()}
          onContracts={fn()}
          onClear={fn()}
          onSave={fn()}
          {...close}
        />
      );
    default:
      return null;
  }
}

/** The slots of a sale page: alerts (header), panel or success card, history, dialog. */
export function saleSlots(
  s: Snapshot,
  views: { panel: ContractPanelView; alerts: PolicyAlertsView; success: SuccessCardView | null },
  dialog: string | null,
  product: 'ogpo' | 'fi',
) {
  const code = childSnapshot(s, 'otp') as CodeConfirmationSnapshot | undefined;
  return {
    header: <PolicyAlerts view={views.alerts} send={fn()} />,
    history: <HistoryPanel view={historyView([])} {...historyHandlers()} />,
    panel: views.success ? (
      <SuccessCard view={views.success} send={fn()} />
    ) : (
      <ContractPanel
        view={views.panel}
        send={fn()}
        otp={
          code ? (
            <CodeConfirmation
              view={selectCodeView(code)}
              onSend={fn()}
              onChange={fn()}
              onResend={fn()}
              onVerify={fn()}
            />
          ) : null
        }
      />
    ),
    dialog: saleDialog(s, dialog, product),
  };
}
