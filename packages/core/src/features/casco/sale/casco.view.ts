import { fmt } from '../../../shared/i18n/ru';
import { formatKzt } from '../../../shared/money';
import type { Signatory } from '../../../shared/sale/fi/signatory';
import { fiPartiesView, type FiPartiesView } from '../../../shared/sale/fi/view';
import { sellersView, type SellersView } from '../../../shared/sale/panel.view';
import { addDays } from '../../../shared/sale/treaty';
import type { CascoConditions } from '../contract';
import {
  CASCO_VEHICLE_TYPES,
  cascoCodeOf,
  DAMAGE_DEDUCTIBLE_OPTIONS,
  productsOfType,
  type DamageDeductible,
  type CascoCode,
  type CascoProgramProduct,
  type CascoVehicleType,
} from '../program';
import { cascoRisks, type CascoRisk } from '../risks';
import { ruCasco } from '../ru';
import { flat, type CascoEdit, type CascoEvent, type CascoParts, type CascoTarget } from './casco-context';
import type { CascoSnapshot } from './casco.machine';
import { programOf } from './sale';
import { vehicleVerdicts } from './sale-rules';

/**
 * What the casco page shows of the policy (spec part 2 sections 2.4, 3.2, 3.4, 4.1, 5.2, 9): the FI parties
 * (shared/sale/fi/view.ts), the program (vehicle type, program product, the program limit and what is available),
 * the vehicles with their 5.2 messages and premiums (or 'Ошибка при получении премии'), the conditions, the risks,
 * which dialog is open, and the sellers.
 */

export type CascoDialogKind = 'client' | 'chief' | 'vehicle' | 'documents' | 'podft';
const DIALOGS: readonly CascoDialogKind[] = ['client', 'chief', 'vehicle', 'documents', 'podft'];

export interface CascoVehicleCard {
  index: number;
  /** Make and model, or the plate. */
  title: string;
  number: string;
  vin: string;
  year: string;
  costText: string;
  amountText: string;
  /** After calculation: the vehicle's premium, or null. */
  premiumText: string | null;
  /** After a calculation that could not price it: 'Ошибка при получении премии'. */
  premiumError: string | null;
  /** What 5.2 and the limits of 9 refuse of it under the program as it is now. */
  errors: string[];
}

export interface CascoView extends FiPartiesView {
  /** checking: the availability or a draft is read; unavailable or failed: `pageMessage` says why. */
  status: 'checking' | 'unavailable' | 'failed' | 'open';
  pageMessage: string | null;
  /** The product code the program makes (DSAT_CASCO_FRE, _TRL, _SE1, _SE2). */
  code: CascoCode;
  dialog: CascoDialogKind | null;
  editable: boolean;
  /** Casco asks the loan number of every bank (property's whitelist is its own). */
  loanNumberExempt: false;
  program: {
    type: CascoVehicleType;
    types: { id: CascoVehicleType; name: string }[];
    product: CascoProgramProduct;
    /** The products the vehicle type offers. */
    products: { id: CascoProgramProduct; name: string }[];
    limitText: string;
    availableText: string;
  };
  vehicles: CascoVehicleCard[];
  /** The vehicles' insured amounts together. */
  vehiclesTotal: string;
  conditions: CascoConditions;
  /** The damage risk's deductible options, percent (conditions.risk_damage). */
  damageOptions: readonly DamageDeductible[];
  /** The risks modal: the program product's risks with their deductibles. */
  risks: CascoRisk[];
  staff: SellersView;
}

function vehicleCards(s: CascoSnapshot): CascoVehicleCard[] {
  const c = flat(s.context);
  const verdicts = vehicleVerdicts(c, addDays(c.minDate, -1));
  return c.vehicles.map((v, index) => {
    const verdict = verdicts[index];
    // a vehicle of another type than the program's (the program's type was changed after it was added)
    const otherType =
      v.type_id !== c.program.type
        ? [
            fmt(ruCasco.tariff.vehicleType, {
              value: ruCasco.types[v.type_id],
              type: ruCasco.types[c.program.type],
            }),
          ]
        : [];
    const errors = verdict
      ? [
          ...new Set([
            ...otherType,
            ...(verdict.incomplete ? [verdict.incomplete] : []),
            ...Object.values(verdict.errors),
          ]),
        ]
      : otherType;
    return {
      index,
      title: [v.mark, v.model].filter(Boolean).join(' ') || v.number,
      number: v.number,
      vin: v.vin,
      year: v.year,
      costText: formatKzt(v.cost),
      amountText: formatKzt(v.amount),
      premiumText: v.calc?.result && v.premium !== null ? formatKzt(v.premium) : null,
      premiumError: v.calc && !v.calc.result ? ruCasco.premiumFailed : null,
      errors,
    };
  });
}

export function selectCascoView(s: CascoSnapshot): CascoView {
  const c = flat(s.context);
  const dialog = DIALOGS.find((d) => s.hasTag(`${d}Dialog`)) ?? null;
  const status = (['open', 'unavailable', 'failed'] as const).find((state) => s.matches(state)) ?? 'checking';
  const program = programOf(c);
  return {
    status,
    pageMessage: c.pageMessage,
    code: cascoCodeOf(c.program.product),
    dialog,
    editable: s.hasTag('editable'),
    ...fiPartiesView(c, c.minDate),
    loanNumberExempt: false,
    program: {
      type: program.type,
      types: CASCO_VEHICLE_TYPES.map((id) => ({ id, name: ruCasco.types[id] })),
      product: program.product,
      products: productsOfType(program.type).map((id) => ({ id, name: ruCasco.products[id] })),
      limitText: formatKzt(program.limit),
      availableText: formatKzt(program.available),
    },
    vehicles: vehicleCards(s),
    vehiclesTotal: formatKzt(c.vehicles.reduce((sum, v) => sum + (v.amount ?? 0), 0)),
    conditions: c.conditions,
    damageOptions: DAMAGE_DEDUCTIBLE_OPTIONS,
    risks: cascoRisks(program.product, c.conditions.risk_damage),
    staff: sellersView(s),
  };
}

/**
 * The page's view model in the zag style: the view and the intents, each sending its event to the casco machine
 * (the machine's guards and the descriptor's edit decide; `view.editable` says whether anything may change).
 */
export function connectCasco(s: CascoSnapshot, send: (event: CascoEvent) => void) {
  const edit = (patch: CascoEdit) => send({ type: 'EDIT', patch });
  const c: CascoParts = s.context.policy;
  return {
    view: selectCascoView(s),
    onOpen: (target: CascoTarget) => send({ type: 'OPEN', target }),
    onDelete: (target: CascoTarget) => send({ type: 'DELETE', target }),
    onManager: (id: number) => send({ type: 'SET_MANAGER', id }),
    onAgent: (id: number | null) => send({ type: 'SET_AGENT', id }),
    onRetryStaff: () => send({ type: 'RETRY_STAFF' }),
    onRetry: () => send({ type: 'RETRY' }),
    onInsurerInsured: (value: boolean) => edit({ isDrive: value }),
    onProgram: (patch: Partial<CascoParts['program']>) => edit({ program: { ...c.program, ...patch } }),
    onConditions: (patch: Partial<CascoConditions>) => edit({ conditions: { ...c.conditions, ...patch } }),
    onSignatory: (patch: Partial<Signatory>) => {
      if (c.signatory) edit({ signatory: { ...c.signatory, ...patch } });
    },
    onSignatoryId: (id: number | null) => edit({ signatoryId: id }),
  };
}

export type CascoConnection = ReturnType<typeof connectCasco>;
