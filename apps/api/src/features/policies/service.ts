import {
  paymentName,
  policyStatusName,
  type OneCMatch,
  type PolicyDetail,
  type PolicyRow,
} from '@sakta/core';
import { formatAlmaty } from '../../services/almaty';
import { insurerHash } from '../../services/policy-register/insurer-hash';
import type { CsvRow, ItemRow, ListRow, OneCRow } from './repo';

/**
 * What the policy list's calls answer (spec part 2 sections 3.9, 7.5): a row, a policy of the modal, a 1C match and
 * the lines of policy.csv (Excel in a Russian locale: ';', dates dd.mm.yyyy, money with a decimal comma).
 */

export const POLICIES_PER_PAGE = 15;

export const policiesRu = {
  notFound: 'Договор {id} не найден',
  globalMissing: 'Укажите глобальный номер для поиска в 1С',
  numberMissing: 'Укажите номер договора для списка без страниц',
  exportEmpty: 'Нет договоров для выгрузки по заданному фильтру',
  otherProduct: 'Документы этого продукта выдаются другим запросом',
  noDocuments: 'Документы доступны только для выпущенных договоров без ошибок',
} as const;

type Party = {
  title?: string;
  iin?: string | null;
  person?: number;
  resident?: boolean;
  entrepreneur?: boolean;
};
type Vehicle = {
  number?: string;
  mark?: string;
  model?: string;
  color?: string | null;
  year?: number | null;
};

function json<T>(text: string | null): T | null {
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function toRow(r: ListRow): PolicyRow {
  return {
    id: r.id,
    number: r.number,
    global_id: r.global_id,
    insurer_title: json<Party>(r.insurer)?.title ?? '—',
    product: r.product_code,
    product_title: r.product_title,
    product_type: r.product_type,
    premium: r.premium,
    username: r.seller ?? '—',
    status: r.status,
    statusName: policyStatusName(r.status),
    from: r.date_from,
    to: r.date_to,
    created_at: formatAlmaty(r.created_at),
    payment_type: r.payment_type,
  };
}

const vehicleOf = (v: Vehicle) => ({ mark: v.mark ?? '', model: v.model ?? '', number: v.number ?? '' });

export function toOneCMatch(r: OneCRow): OneCMatch {
  const vehicles = json<Vehicle[]>(r.vehicles) ?? [];
  return {
    global: r.global_id,
    vehicles: vehicles.slice(0, 1).map(vehicleOf),
    date_from: r.date_from,
    date_to: r.date_to,
  };
}

function party(p: Party | null) {
  if (!p) return null;
  return {
    title: p.title ?? '—',
    iin: p.iin ?? null,
    person: p.person ?? 1,
    ...(p.resident === undefined ? {} : { resident: p.resident }),
    ...(p.entrepreneur === undefined ? {} : { entrepreneur: p.entrepreneur }),
  };
}

/** The company's signatory a sold policy names (its contract panel's, 2.3), or null. */
export const policySignatoryId = (r: Pick<ItemRow, 'policy'>): number | null =>
  json<{ signatoryId?: number | null }>(r.policy)?.signatoryId ?? null;

export function toDetail(
  r: ItemRow,
  changeable: boolean,
  signatory: PolicyDetail['signatory'] = null,
): PolicyDetail {
  const insurer = party(json<Party>(r.insurer));
  const object = json<PolicyDetail['object'] & object>(r.object);
  return {
    id: r.id,
    number: r.number,
    global_id: r.global_id,
    draft_ulid: r.draft_ulid,
    product: r.product_code,
    product_title: r.product_title,
    product_type: r.product_type,
    premium: r.premium,
    status: r.status,
    statusName: policyStatusName(r.status),
    payment_type: r.payment_type,
    payment_method: r.payment_method ?? null,
    from: r.date_from,
    to: r.date_to,
    created_at: formatAlmaty(r.created_at),
    username: r.seller ?? '—',
    changeable,
    terminated_at: r.terminated_at === null ? null : formatAlmaty(r.terminated_at),
    insurer: insurer && { ...insurer, hash: insurerHash(r.id, insurer.iin) },
    vehicles: (json<Vehicle[]>(r.vehicles) ?? []).map((v) => ({
      ...vehicleOf(v),
      color: v.color ?? null,
      year: v.year ?? null,
    })),
    object: object && {
      is_immovable: !!object.is_immovable,
      insurance_sum: object.insurance_sum ?? 0,
      franchise: object.franchise ?? null,
      add_info: object.add_info ?? null,
    },
    insureds: (json<Party[]>(r.insureds) ?? []).map((p) => party(p)!),
    beneficiary: party(json<Party>(r.beneficiary)),
    signatory,
    error_type: r.error_type,
    error: r.error,
  };
}

// ---------------------------------------------------------------- policy.csv

export const CSV_COLUMNS = [
  'ID',
  'Номер договора',
  'Глобальный номер',
  'Страхователь',
  'ИИН/БИН',
  'Продукт',
  'Премия',
  'Статус',
  'Дата начала',
  'Дата окончания',
  'Дата оформления',
  'Продавец',
  'Оплата',
] as const;

/** The columns of policy.csv holding identifiers (a contract's numbers, the insurer's IIN/BIN): text, not numbers. */
const CSV_IDENTIFIERS: ReadonlySet<number> = new Set(
  (['Номер договора', 'Глобальный номер', 'ИИН/БИН'] as const).map((c) => CSV_COLUMNS.indexOf(c)),
);

/**
 * csv-stringify's cast of a text cell: an identifier of digits only becomes ="…" (a text formula that Excel and
 * LibreOffice show as the digits, leading zeros kept), written past the formula escape; any other text is left to it.
 */
export function csvIdentifier(
  value: string,
  context: { column?: number | string; header: boolean },
): string | { value: string; escape_formulas: false } {
  if (context.header || !CSV_IDENTIFIERS.has(Number(context.column)) || !/^\d+$/.test(value)) return value;
  return { value: `="${value}"`, escape_formulas: false };
}

/**
 * A line of policy.csv: the values SQLite formatted, the status's name and the payment's word (the policy modal's,
 * Kaspi by its name) in their places.
 */
export function csvLine(r: CsvRow): unknown[] {
  const line: unknown[] = r.slice(0, 13);
  line[7] = policyStatusName(r[7]);
  line[12] = paymentName({ payment_type: r[12], payment_method: r[15] });
  return line;
}
