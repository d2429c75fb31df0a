// Route /financial-institutions/properties 'Имущество': the property sale for a bank's client, the sale page with
// property's kernel machine and the API's calls; the open dialog is a lazy chunk of its own.
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
  type PropertyTarget,
  type propertyMachine,
} from '@sakta/core/property/sale';
import { PropertyScreen } from '@sakta/ui';
import { keepingOf } from '../features/sale/kept-sale';
import { propertyCalls } from '../features/property/property-calls';
import { salePanels } from '../features/sale/sale-panel';
import { dialogParts, PARTY_DIALOGS } from '../features/sale/dialog-chunks';
import { KeptSaleRoute } from '../features/sale/kept-sale-route';
import { withSignatories } from '../features/sale/fi-signatories';
import type { DialogContainer, SaleProductPage } from '../features/sale/sale-page';

const DIALOGS = dialogParts({
  ...PARTY_DIALOGS,
  object: () =>
    import('../features/property/object-dialog').then((m) => ({
      view: m.ObjectDialog as DialogContainer,
      logic: m.dialogLogic,
    })),
});

/** The contract panel, alerts and success card with property's rules; the history lists the property family. */
const PANELS = salePanels(
  {
    selectContractPanel: selectPropertyPanel,
    selectPolicyAlerts: selectPropertyAlerts,
    selectSuccessCard: selectPropertySuccess,
  },
  propertySale.draftCode,
);

export const PROPERTY_PAGE: SaleProductPage<
  typeof propertyMachine,
  ReturnType<typeof connectProperty>,
  PropertyPolicy
> = {
  machine: (api, dialogs) => provideProperty(propertyCalls(api), dialogs),
  ...DIALOGS,
  dialogOf: (target) => slotOf(propertySale.slots, target as PropertyTarget).dialog,
  // the immovable program first (a bank's collateral is mostly real estate); the switch changes it
  input: (args) => ({ ...args, productType: 'DSI_FI' }),
  connect: connectProperty,
  Screen: withSignatories(PropertyScreen),
  Header: PANELS.Header,
  History: PANELS.History,
  Panel: PANELS.Panel,
  keeping: keepingOf(PROPERTY_KEPT, propertySale),
};

/**
 * The property sale page (spec part 2 section 2.3; main-sale group: the route guard sends others to not-found).
 * `draft` opens a draft of either program; otherwise a sale kept in the browser is put back (with 'Начать
 * заново'), or a new policy starts.
 */
export function Component() {
  return <KeptSaleRoute product={PROPERTY_PAGE} kind={PROPERTY_KEPT} variant={PROPERTY_KEPT_VARIANT} />;
}
