import { flat } from './policy-context';
import { sellersView, type SellersView } from '../../../shared/sale/panel.view';
import { clientCard, isEntity, vehicleCard, type ClientCardView, type VehicleCardView } from './parties';
import type { PolicyChief } from '../sale/contract';
import type { PolicyEvent, PolicySnapshot, PartyTarget } from './policy.machine';
import type { PartyMark } from './sale';
import { isDefaultInsured } from '../rules/default-insured';

/**
 * What the OGPO page shows of the policy (spec part 2 sections 2.1, 2.2): the three columns of cards, the leader and
 * beneficial owners of a legal-entity insurer, which dialog is open, and the sellers of the contract panel.
 */

export type PolicyDialogKind = 'client' | 'chief' | 'vehicle' | 'licence' | 'documents' | 'podft';

export interface DriverCard {
  /** The insurer as a driver (isDrive) or an insured by index. */
  target: Extract<PartyTarget, { kind: 'insured' } | { kind: 'drive' }>;
  licenceTarget: Extract<PartyTarget, { kind: 'licence' }>;
  card: ClientCardView;
  /** The documents and podft dialogs' owner. */
  owner: { kind: 'insurer' } | { kind: 'insured'; index: number };
  canSetPodftDocuments: boolean;
  /** How the card came out of the last verification ('failed' marks it invalid). */
  mark: PartyMark | null;
  /**
   * The register's default insured of a legal-entity insurer without named drivers (4.1): no licence, documents,
   * edit or delete; adding a driver replaces it.
   */
  byDefault: boolean;
}

export interface PolicyView {
  /**
   * checking: the variant's availability (then a draft or the policy to rewrite) is read; unavailable or failed:
   * `pageMessage` says why; rewritePhone: the rewrite asks for the insurer's phone (`pageMessage` is the error);
   * notFound: the policy to rewrite does not exist (the page goes to not-found).
   */
  status: 'checking' | 'unavailable' | 'failed' | 'open' | 'rewritePhone' | 'notFound';
  pageMessage: string | null;
  productType: 1 | 2;
  dialog: PolicyDialogKind | null;
  insurer: { card: ClientCardView; canSetPodftDocuments: boolean; mark: PartyMark | null } | null;
  drivers: DriverCard[];
  /**
   * The default insured of a legal-entity insurer without named drivers being fetched, or why it could not be
   * (event RETRY_DEFAULT_PARTY); null otherwise.
   */
  defaultInsured: { status: 'loading' } | { status: 'failed'; message: string } | null;
  vehicles: Array<{
    index: number;
    card: VehicleCardView;
    canSetPodftDocuments: boolean;
    mark: PartyMark | null;
  }>;
  /** Cards may be added, edited and deleted (not while a call runs, nor after the payment was requested). */
  editable: boolean;
  /** Shown for a legal-entity insurer: its leader and beneficial owners (marked required). */
  chiefs: { leader: PolicyChief | null; beneficiaries: PolicyChief[] } | null;
  staff: SellersView;
}

const DIALOGS: readonly PolicyDialogKind[] = ['client', 'chief', 'vehicle', 'licence', 'documents', 'podft'];

export function selectPolicyView(s: PolicySnapshot): PolicyView {
  const c = flat(s.context);
  const dialog = DIALOGS.find((d) => s.hasTag(`${d}Dialog`)) ?? null;
  const withClass = c.premium !== null;
  const drivers: DriverCard[] = [];
  if (c.isDrive && c.insurer) {
    drivers.push({
      target: { kind: 'drive' },
      licenceTarget: { kind: 'licence', index: 'drive' },
      card: clientCard(c.insurer, withClass),
      owner: { kind: 'insurer' },
      canSetPodftDocuments: c.insurer.podft?.setDocument === true,
      mark: c.checks.insurer,
      byDefault: false,
    });
  }
  c.insureds.forEach((insured, index) =>
    drivers.push({
      target: { kind: 'insured', index },
      licenceTarget: { kind: 'licence', index },
      card: clientCard(insured, withClass),
      owner: { kind: 'insured', index },
      canSetPodftDocuments: insured.podft?.setDocument === true,
      mark: c.checks.insureds[index] ?? null,
      byDefault: isDefaultInsured(insured),
    }),
  );
  const status =
    (['open', 'unavailable', 'failed', 'rewritePhone', 'notFound'] as const).find((state) =>
      s.matches(state),
    ) ?? 'checking';
  return {
    status,
    pageMessage: s.matches('rewritePhone') ? c.rewriteError : c.pageMessage,
    productType: c.productType,
    dialog,
    insurer: c.insurer
      ? {
          card: clientCard(c.insurer, withClass),
          canSetPodftDocuments: c.insurer.podft?.setDocument === true,
          mark: c.checks.insurer,
        }
      : null,
    drivers,
    defaultInsured: s.hasTag('defaultPartyLoading')
      ? { status: 'loading' }
      : s.hasTag('defaultPartyFailed')
        ? { status: 'failed', message: c.defaultPartyMessage ?? '' }
        : null,
    vehicles: c.vehicles.map((v, index) => ({
      index,
      card: vehicleCard(v),
      canSetPodftDocuments: v.podft?.setDocument === true,
      mark: c.checks.vehicles[index] ?? null,
    })),
    editable: s.hasTag('editable'),
    chiefs: c.insurer && isEntity(c.insurer) ? { leader: c.leader, beneficiaries: c.beneficiaries } : null,
    staff: sellersView(s),
  };
}

/**
 * The page's view model in the zag style: the view and the intents, each sending its event to the policy machine
 * (the machine's guards decide; `view.editable` says whether the cards may change).
 */
export function connectPolicy(s: PolicySnapshot, send: (event: PolicyEvent) => void) {
  return {
    view: selectPolicyView(s),
    onOpen: (target: PartyTarget) => send({ type: 'OPEN', target }),
    onDelete: (target: PartyTarget) => send({ type: 'DELETE', target }),
    onManager: (id: number) => send({ type: 'SET_MANAGER', id }),
    onAgent: (id: number | null) => send({ type: 'SET_AGENT', id }),
    onRetryStaff: () => send({ type: 'RETRY_STAFF' }),
    onRetry: () => send({ type: 'RETRY' }),
    onRetryDefaultInsured: () => send({ type: 'RETRY_DEFAULT_PARTY' }),
  };
}
