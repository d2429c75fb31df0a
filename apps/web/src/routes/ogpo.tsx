// Route /ogpo 'ОГПО ВТС' / 'Временный въезд': the product choice, then the sale page with OGPO's kernel machine and
// the API's calls; the open dialog is a lazy chunk of its own.
import { Navigate, useSearchParams } from 'react-router';
import { useSelector } from '@xstate/react';
import { OGPO_PRODUCT, selectUser } from '@sakta/core/shared';
import {
  connectPolicy,
  OGPO_KEPT,
  ogpoPage,
  ogpoSale,
  providePolicy,
  selectContractPanel,
  selectPolicyAlerts,
  selectSuccessCard,
  type OgpoPolicy,
  type PartyTarget,
  type OgpoProductType,
  type policyMachine,
} from '@sakta/core/ogpo';
import { OgpoProductChoice, OgpoScreen, RewritePhone } from '@sakta/ui';
import { useSessionActor } from '../session/SessionProvider';
import { keepingOf } from '../features/sale/kept-sale';
import { useSalePage } from '../features/sale/kept-sale-route';
import { policyCalls } from '../features/ogpo/ogpo-calls';
import { salePanels } from '../features/sale/sale-panel';
import { dialogParts, PARTY_DIALOGS } from '../features/sale/dialog-chunks';
import { slotOf } from '@sakta/core/sale';
import { SalePage, type DialogContainer, type SaleProductPage } from '../features/sale/sale-page';
import { usePageHandOver } from '../lib/prerendered';

/** The dialogs, each a chunk with its view and its machine, loaded when it first opens. */
const DIALOGS = dialogParts({
  ...PARTY_DIALOGS,
  vehicle: () =>
    import('../features/ogpo/vehicle-dialog').then((m) => ({
      view: m.VehicleDialog as DialogContainer,
      logic: m.dialogLogic,
    })),
  licence: () =>
    import('../features/ogpo/licence-dialog').then((m) => ({
      view: m.LicenceDialog as DialogContainer,
      logic: m.dialogLogic,
    })),
});

/** The contract panel, alerts and success card with OGPO's rules; the history lists the OGPO family. */
const OGPO_PANELS = salePanels({ selectContractPanel, selectPolicyAlerts, selectSuccessCard }, OGPO_PRODUCT);

/** OGPO as the sale page's product, for one variant. */
function ogpoProductPage(
  productType: OgpoProductType,
): SaleProductPage<typeof policyMachine, ReturnType<typeof connectPolicy>, OgpoPolicy> {
  return {
    machine: (api, dialogs) => providePolicy(policyCalls(api), dialogs),
    ...DIALOGS,
    dialogOf: (target) => slotOf(ogpoSale.slots, target as PartyTarget).dialog,
    input: (args) => ({ ...args, productType }),
    connect: connectPolicy,
    Screen: OgpoScreen,
    Header: OGPO_PANELS.Header,
    History: OGPO_PANELS.History,
    Panel: OGPO_PANELS.Panel,
    keeping: keepingOf(OGPO_KEPT, ogpoSale),
    RewritePhone,
  };
}
export const OGPO_PAGES = { 1: ogpoProductPage(1), 2: ogpoProductPage(2) } as const;

/**
 * The OGPO sale page (spec part 2 section 2.1; reserve-sale group, role 8 only with an apc: the route guard sends
 * others to not-found). `product` must be 1 or 2 (else not-found); without it the product choice comes first; a
 * `global` without `isRewrite` is not-found. `draft` opens a draft, `global` with `isRewrite` rewrites an issued
 * policy; otherwise a sale kept in the browser is put back (with 'Начать заново'), or a new policy starts. A draft
 * over an unsaved kept sale asks first ('Текущее оформление не сохранено…').
 */
export function Component() {
  const user = useSelector(useSessionActor(), selectUser);
  const [search] = useSearchParams();
  const page = ogpoPage(search);
  const global = page.kind === 'policy' ? search.get('global') : null;
  // a rewrite of an issued policy is a sale of its own: the kept sale stays as it is
  const sale = useSalePage(
    OGPO_KEPT,
    user?.id ?? null,
    page.kind === 'policy' ? page.productType : 0,
    page.kind === 'policy' && !global,
  );
  if (!user) return null;
  if (page.kind === 'notFound') return <Navigate to="/not-found" replace />;
  if (page.kind === 'choose') return <ProductChoice />;
  if (sale.kept === undefined) return null;
  return (
    <SalePage
      key={`${page.productType}:${global}:${sale.key}`}
      product={OGPO_PAGES[page.productType]}
      productType={page.productType}
      user={user}
      draft={sale.draft}
      rewrite={global ? { global, isGlobal: search.get('isGlobal') !== 'false' } : null}
      kept={sale.kept}
      onLeaveDraft={sale.leaveDraft}
      onRestart={sale.restart}
    />
  );
}

/** The choice of the product (no `product` in the address): the live page, and its first paint on the server. */
export function ProductChoice() {
  usePageHandOver(true);
  return <OgpoProductChoice />;
}
