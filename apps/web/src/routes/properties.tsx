// Route /financial-institutions/properties 'Имущество': the property sale for a bank's client, the sale page with
// property's kernel machine and the API's calls; the open dialog is a lazy chunk of its own.
import { lazy, useState, type LazyExoticComponent } from 'react';
import { useSearchParams } from 'react-router';
import { useSelector } from '@xstate/react';
import { selectUser } from '@sakta/core/shared';
import { slotOf } from '@sakta/core/sale';
import type { PropertyPolicy } from '@sakta/core/property';
import {
  connectProperty,
  PROPERTY_KEPT,
  PROPERTY_KEPT_VARIANT,
  propertySale,
  provideProperty,
  selectPropertyAlerts,
  selectPropertyPanel,
  selectPropertySuccess,
  type PropertyDialogKind,
  type PropertyTarget,
  type propertyMachine,
} from '@sakta/core/property/sale';
import { PropertyScreen } from '@sakta/ui';
import { useSessionActor } from '../session/SessionProvider';
import { useKeptSale } from '../features/sale/kept-sale';
import { propertyCalls } from '../features/property/property-calls';
import { salePanels } from '../features/sale/sale-panel';
import type { DialogLoaders } from '../features/sale/lazy-dialogs';
import { SalePage, type DialogContainer, type SaleProductPage } from '../features/sale/sale-page';

/** The dialogs' containers, each loaded when its dialog first opens. */
const DIALOG_VIEWS: Record<PropertyDialogKind, LazyExoticComponent<DialogContainer>> = {
  client: lazy(() =>
    import('../features/parties/client-dialog').then((m) => ({ default: m.ClientDialog as DialogContainer })),
  ),
  chief: lazy(() =>
    import('../features/parties/chief-dialog').then((m) => ({ default: m.ChiefDialog as DialogContainer })),
  ),
  object: lazy(() =>
    import('../features/property/object-dialog').then((m) => ({
      default: m.ObjectDialog as DialogContainer,
    })),
  ),
  documents: lazy(() =>
    import('../features/parties/document-upload').then((m) => ({
      default: m.DocumentUploadDialog as DialogContainer,
    })),
  ),
  podft: lazy(() =>
    import('../features/parties/podft-documents').then((m) => ({
      default: m.PodftDocumentsDialog as DialogContainer,
    })),
  ),
};

/** The dialogs' machines, each from its container's chunk (the same chunk as its view above). */
const DIALOG_LOGIC: DialogLoaders = {
  client: () => import('../features/parties/client-dialog').then((m) => m.dialogLogic),
  chief: () => import('../features/parties/chief-dialog').then((m) => m.dialogLogic),
  object: () => import('../features/property/object-dialog').then((m) => m.dialogLogic),
  documents: () => import('../features/parties/document-upload').then((m) => m.dialogLogic),
  podft: () => import('../features/parties/podft-documents').then((m) => m.dialogLogic),
};

/** The contract panel, alerts and success card with property's rules; the history lists the property family. */
const PROPERTY_PANELS = salePanels(
  {
    selectContractPanel: selectPropertyPanel,
    selectPolicyAlerts: selectPropertyAlerts,
    selectSuccessCard: selectPropertySuccess,
  },
  propertySale.draftCode,
);

const PROPERTY_PAGE: SaleProductPage<
  typeof propertyMachine,
  ReturnType<typeof connectProperty>,
  PropertyPolicy
> = {
  machine: (api, dialogs) => provideProperty(propertyCalls(api), dialogs),
  dialogLogic: DIALOG_LOGIC,
  dialogOf: (target) => slotOf(propertySale.slots, target as PropertyTarget).dialog,
  // the immovable program first (a bank's collateral is mostly real estate); the switch changes it
  input: (args) => ({ ...args, productType: 'DSI_FI' }),
  connect: connectProperty,
  Screen: PropertyScreen,
  Header: PROPERTY_PANELS.Header,
  Panel: PROPERTY_PANELS.Panel,
  dialogs: DIALOG_VIEWS,
  keeping: {
    kind: PROPERTY_KEPT,
    worthKeeping: (c) => propertySale.canSaveDraft(c),
    kept: (c) => ({
      policy: propertySale.policyOf(c),
      draftId: c.draftId,
      payment: c.payment,
      calculation:
        c.premium !== null && c.calculationDate !== null
          ? { premium: c.premium, calculationDate: c.calculationDate }
          : null,
    }),
  },
};

/**
 * The property sale page (spec part 2 section 2.3; main-sale group: the route guard sends others to not-found).
 * `draft` opens a draft of either program; otherwise a sale kept in the browser is put back (with 'Начать
 * заново'), or a new policy starts.
 */
export function Component() {
  const user = useSelector(useSessionActor(), selectUser);
  const [search] = useSearchParams();
  const draft = search.get('draft');
  const kept = useKeptSale(PROPERTY_KEPT, user?.id ?? 0, PROPERTY_KEPT_VARIANT, !draft && !!user);
  // 'Начать заново' and the success card's OK start a new policy
  const [generation, setGeneration] = useState(0);
  if (!user || kept === undefined) return null;
  return (
    <SalePage
      key={`${draft}:${generation}`}
      product={PROPERTY_PAGE}
      productType={PROPERTY_KEPT_VARIANT}
      user={user}
      draft={draft}
      rewrite={null}
      kept={generation === 0 ? kept : null}
      onRestart={() => setGeneration((n) => n + 1)}
    />
  );
}
