import { fmt } from '../../../shared/i18n/ru';
import { formatKzt, plainThousands } from '../../../shared/money';
import type { Signatory } from '../../../shared/sale/fi/signatory';
import { fiPartiesView, type FiPartiesView, type FiPartyCard } from '../../../shared/sale/fi/view';
import { sellersView, tariffText, type SellersView } from '../../../shared/sale/panel.view';
import {
  AGENCY_REWARD,
  FRANCHISE_OPTIONS,
  insuredSumMax,
  isImmovableProduct,
  type ProgramCondition,
  type PropertyProduct,
} from '../conditions';
import type { DictionaryItem } from '../dictionaries';
import { checkPropertyObject, loanNumberRequired, yearBefore } from '../object-rules';
import { propertyRisks, type PropertyRisk } from '../risks';
import { ruProperty } from '../ru';
import { programSumError } from './sale-rules';
import {
  flat,
  type PropertyConditions,
  type PropertyEdit,
  type PropertyEvent,
  type PropertyTarget,
} from './property-context';
import type { PropertySnapshot } from './property.machine';

/**
 * What the property page shows of the policy (spec part 2 sections 2.3, 3.2, 3.5, 3.6, 4.1, 5.5, 5.6): the insurer
 * (with its leader and beneficial owners when a legal entity, and the checkbox that it is also insured), the
 * insureds, the bank, the program, the objects with their 5.5 messages and premiums, the program condition and its
 * risks, the insurer's signatory block, which dialog is open, and the sellers.
 */

export type PropertyDialogKind = 'client' | 'chief' | 'object' | 'documents' | 'podft';
const DIALOGS: readonly PropertyDialogKind[] = ['client', 'chief', 'object', 'documents', 'podft'];

export type PartyCard = FiPartyCard;
export type { SignatoryView } from '../../../shared/sale/fi/view';

export interface ObjectCard {
  index: number;
  /** The kind's name (immovable) or the movable program's, and the address. */
  title: string;
  address: string;
  costText: string;
  amountText: string;
  /** After calculation: the object's premium and tariff. */
  premiumText: string | null;
  tariffText: string | null;
  /** What 5.5 refuses of it under the policy as it is now (the program, the insurer, the bank). */
  errors: string[];
}

export interface PropertyView extends FiPartiesView {
  /** checking: the availability or a draft is read; unavailable or failed: `pageMessage` says why. */
  status: 'checking' | 'unavailable' | 'failed' | 'open';
  pageMessage: string | null;
  product: PropertyProduct;
  dialog: PropertyDialogKind | null;
  /** Cards and fields may change (not while a call runs, nor after the payment was requested). */
  editable: boolean;
  /** The bank is the whitelisted one: no loan number is asked (5.5). */
  loanNumberExempt: boolean;
  program: {
    isImmovable: boolean;
    conditions: PropertyConditions;
    /** The movable program's kinds (the sandbox tariff's classes). */
    movableClasses: DictionaryItem[];
  };
  objects: ObjectCard[];
  /** The objects' insured amounts together ('1 000 000,00 тг.'). */
  objectsTotal: string;
  programCondition: ProgramCondition & {
    insuredSumMax: number;
    /** Why the insured sum cannot stand (above the limit, below the objects' amounts), under the field; or null. */
    insuredSumError: string | null;
    franchises: readonly number[];
    avMax: number;
    /** What AV leaves MD (the main range, 5.5). */
    mdMax: number;
  };
  /** The risks modal: the ten risks with the franchise's deductibles. */
  risks: PropertyRisk[];
  staff: SellersView;
}

const MOVABLE_CLASSES: DictionaryItem[] = Object.entries(ruProperty.movableClasses).map(([id, name]) => ({
  id,
  name,
}));

function objectCards(s: PropertySnapshot): ObjectCard[] {
  const c = flat(s.context);
  const isImmovable = isImmovableProduct(c.product);
  const ctx = {
    isImmovable,
    insurerIsPerson: c.insurer?.filter.person ?? true,
    beneficiaryIin: c.beneficiary?.client.iin ?? null,
    thisYear: yearBefore(c.minDate),
  };
  return c.objects.map((o, index) => {
    const verdict = checkPropertyObject(o, ctx);
    const kind = ruProperty.kinds[o.kind_id as keyof typeof ruProperty.kinds];
    const item = c.items?.[index];
    return {
      index,
      title: isImmovable ? (kind ?? ruProperty.page.objects.movable) : ruProperty.page.objects.movable,
      address: o.address,
      costText: formatKzt(o.cost),
      amountText: formatKzt(o.amount),
      premiumText: item ? formatKzt(item.premium) : null,
      tariffText: item ? tariffText(item.tariff) : null,
      errors: [
        ...new Set([...(verdict.incomplete ? [verdict.incomplete] : []), ...Object.values(verdict.errors)]),
      ],
    };
  });
}

export function selectPropertyView(s: PropertySnapshot): PropertyView {
  const c = flat(s.context);
  const dialog = DIALOGS.find((d) => s.hasTag(`${d}Dialog`)) ?? null;
  const status = (['open', 'unavailable', 'failed'] as const).find((state) => s.matches(state)) ?? 'checking';
  const insurerIsPerson = c.insurer?.filter.person ?? true;
  const pc = c.programCondition;
  return {
    status,
    pageMessage: c.pageMessage,
    product: c.product,
    dialog,
    editable: s.hasTag('editable'),
    ...fiPartiesView(c, c.minDate),
    loanNumberExempt: c.beneficiary !== null && !loanNumberRequired(c.beneficiary.client.iin),
    program: {
      isImmovable: isImmovableProduct(c.product),
      conditions: c.conditions,
      movableClasses: MOVABLE_CLASSES,
    },
    objects: objectCards(s),
    objectsTotal: formatKzt(c.objects.reduce((sum, o) => sum + (o.amount ?? 0), 0)),
    programCondition: {
      ...pc,
      insuredSumMax: insuredSumMax(insurerIsPerson),
      insuredSumError: programSumError(c),
      franchises: FRANCHISE_OPTIONS,
      avMax: AGENCY_REWARD.max,
      mdMax: Math.round((AGENCY_REWARD.max - pc.av) * 100) / 100,
    },
    risks: propertyRisks(pc.franchise),
    staff: sellersView(s),
  };
}

/** 'не более 500 000 000 тг.': the insured sum's limit as the field's hint. */
export const insuredSumHint = (max: number): string =>
  fmt(ruProperty.page.programCondition.insuredSumMax, { limit: plainThousands(max) });

/**
 * The page's view model in the zag style: the view and the intents, each sending its event to the property machine
 * (the machine's guards and the descriptor's edit decide; `view.editable` says whether anything may change).
 */
export function connectProperty(s: PropertySnapshot, send: (event: PropertyEvent) => void) {
  const edit = (patch: PropertyEdit) => send({ type: 'EDIT', patch });
  const c = s.context.policy;
  return {
    view: selectPropertyView(s),
    onOpen: (target: PropertyTarget) => send({ type: 'OPEN', target }),
    onDelete: (target: PropertyTarget) => send({ type: 'DELETE', target }),
    onManager: (id: number) => send({ type: 'SET_MANAGER', id }),
    onAgent: (id: number | null) => send({ type: 'SET_AGENT', id }),
    onRetryStaff: () => send({ type: 'RETRY_STAFF' }),
    onRetry: () => send({ type: 'RETRY' }),
    onInsurerInsured: (value: boolean) => edit({ isDrive: value }),
    onConditions: (patch: Partial<PropertyConditions>) => edit({ conditions: { ...c.conditions, ...patch } }),
    onProgramCondition: (patch: Partial<ProgramCondition>) =>
      edit({ programCondition: { ...c.programCondition, ...patch } }),
    onSignatory: (patch: Partial<Signatory>) => {
      if (c.signatory) edit({ signatory: { ...c.signatory, ...patch } });
    },
    onSignatoryId: (id: number | null) => edit({ signatoryId: id }),
  };
}

export type PropertyConnection = ReturnType<typeof connectProperty>;
