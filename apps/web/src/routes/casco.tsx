// Route /financial-institutions/casco 'Каско': casco of trucks, trailers and special machinery for a bank's client,
// the sale page with casco's kernel machine and the API's calls; the open dialog is a lazy chunk of its own.
import { slotOf } from '@sakta/core/sale';
import type { CascoPolicy } from '@sakta/core/casco';
import {
  CASCO_KEPT,
  CASCO_KEPT_VARIANT,
  cascoSale,
  connectCasco,
  provideCasco,
  selectCascoAlerts,
  selectCascoPanel,
  selectCascoSuccess,
  type CascoTarget,
  type cascoMachine,
} from '@sakta/core/casco/sale';
import { CascoScreen } from '@sakta/ui';
import { cascoCalls } from '../features/casco/casco-calls';
import { keepingOf } from '../features/sale/kept-sale';
import { salePanels } from '../features/sale/sale-panel';
import { dialogParts, PARTY_DIALOGS } from '../features/sale/dialog-chunks';
import { KeptSaleRoute } from '../features/sale/kept-sale-route';
import { withSignatories } from '../features/sale/fi-signatories';
import type { DialogContainer, SaleProductPage } from '../features/sale/sale-page';

const DIALOGS = dialogParts({
  ...PARTY_DIALOGS,
  vehicle: () =>
    import('../features/casco/vehicle-dialog').then((m) => ({
      view: m.VehicleDialog as DialogContainer,
      logic: m.dialogLogic,
    })),
});

/** The contract panel, alerts and success card with casco's rules; the history lists the casco family. */
const PANELS = salePanels(
  {
    selectContractPanel: selectCascoPanel,
    selectPolicyAlerts: selectCascoAlerts,
    selectSuccessCard: selectCascoSuccess,
  },
  cascoSale.draftCode,
);

export const CASCO_PAGE: SaleProductPage<
  typeof cascoMachine,
  ReturnType<typeof connectCasco>,
  CascoPolicy
> = {
  machine: (api, dialogs) => provideCasco(cascoCalls(api), dialogs),
  ...DIALOGS,
  dialogOf: (target) => slotOf(cascoSale.slots, target as CascoTarget).dialog,
  // trucks first (program product 1); the program's type and product change it
  input: (args) => ({ ...args, productType: 'DSAT_CASCO_FRE' }),
  connect: connectCasco,
  Screen: withSignatories(CascoScreen),
  Header: PANELS.Header,
  History: PANELS.History,
  Panel: PANELS.Panel,
  keeping: keepingOf(CASCO_KEPT, cascoSale),
};

/**
 * The casco sale page (spec part 2 section 2.4; main-sale group: the route guard sends others to not-found). `draft`
 * opens a draft of any of the four casco codes; otherwise a sale kept in the browser is put back (with 'Начать
 * заново'), or a new policy starts.
 */
export function Component() {
  return <KeptSaleRoute product={CASCO_PAGE} kind={CASCO_KEPT} variant={CASCO_KEPT_VARIANT} />;
}
