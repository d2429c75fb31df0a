import { CONSENT_INSURER, formatKzt } from '@sakta/core';
import { formatAlmaty } from '../../services/almaty';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { refused } from '../../platform/http';
import { renderPdf, type PdfBlock, type PdfFieldRow, type PdfSpec } from '../../services/pdf/render';
import { runOneC } from '../../services/policy-register/one-c';
import { findByNumber, type RegisterPolicy } from '../../services/policy-register/repo';
import type { RegisterParty } from './register-input';

/**
 * POST /api/policy/get-document {global, type} (spec part 2 sections 2.1, 7.5): type 0 the policy (once 1C gave
 * the global number), type 1 the receipt (once paid). Real PDFs (pdf-lib, DejaVu: Cyrillic text) with the parties,
 * vehicles, period and premium. `global` is the global number, or the local number while 1C has not answered.
 */

export const documentsRu = {
  notFound: 'Договор {global} не найден',
  notIssued: 'Полис будет доступен после присвоения номера в 1С',
  notPaid: 'Квитанция будет доступна после оплаты',
} as const;

const ruDate = (iso: string | null) => (iso ? iso.split('-').reverse().join('.') : '—');

interface Vehicle {
  number: string;
  vin?: string;
  mark: string;
  model: string;
  year?: number | null;
}

function parsed(p: RegisterPolicy) {
  return {
    insurer: (p.insurer ? JSON.parse(p.insurer) : null) as Partial<RegisterParty> | null,
    insureds: JSON.parse(p.insureds) as Partial<RegisterParty>[],
    vehicles: JSON.parse(p.vehicles) as Vehicle[],
  };
}

const partyLine = (x: Partial<RegisterParty>) =>
  x.iin ? `${x.title}, ${x.person === 2 ? 'БИН' : 'ИИН'} ${x.iin}` : `${x.title} (нерезидент)`;

const vehicleLine = (v: Vehicle) =>
  [
    `${v.mark} ${v.model}`.trim() || 'ТС',
    `госномер ${v.number}`,
    v.vin ? `VIN ${v.vin}` : '',
    v.year ? `${v.year} г. в.` : '',
  ]
    .filter(Boolean)
    .join(', ');

const PRODUCT_TYPE: Record<number, string> = { 1: 'Стандарт', 2: 'Временный въезд', 3: 'Транзит' };

export function policySpec(p: RegisterPolicy): PdfSpec {
  const { insurer, insureds, vehicles } = parsed(p);
  const title = `Страховой полис ОГПО ВТС № ${p.global_id ?? p.number}`;
  const fields: PdfFieldRow[] = [
    ['Страховщик', CONSENT_INSURER],
    ['Страхователь', insurer ? partyLine(insurer) : '—'],
    ['Продукт', `${p.product_title}: ${PRODUCT_TYPE[p.product_type ?? 1] ?? ''}`],
    ['Срок действия', `с ${ruDate(p.date_from)} по ${ruDate(p.date_to)} включительно`],
    ['Страховая премия', formatKzt(p.premium)],
    ['Номер договора', p.number ?? String(p.id)],
  ];
  const paragraphs: PdfBlock[] = [
    `Настоящий полис удостоверяет заключение договора обязательного страхования гражданско-правовой ответственности владельцев транспортных средств между ${CONSENT_INSURER} и страхователем.`,
    { heading: 'Транспортные средства' },
    { list: vehicles.map(vehicleLine), ordered: true },
    { heading: 'Лица, допущенные к управлению' },
    { list: insureds.map(partyLine), ordered: true },
    { space: 6 },
    {
      signatures: [
        ['Страховщик', CONSENT_INSURER],
        ['Страхователь', insurer?.title ?? ''],
      ],
    },
  ];
  return {
    title,
    subtitle: 'ОГПО ВТС',
    fields,
    paragraphs,
    footer: `${CONSENT_INSURER} · ${title}`,
    date: p.updated_at,
  };
}

interface PaidPayment {
  id: number;
  method: string;
  amount: number;
  invoice: string | null;
  paid_at: string | null;
  reference: string | null;
}

const METHOD: Record<string, string> = {
  transfer: 'Перечисление по счёту',
  card: 'Банковская карта',
  kaspi: 'Kaspi',
};

export function receiptSpec(p: RegisterPolicy, payment: PaidPayment | null): PdfSpec {
  const { insurer, vehicles } = parsed(p);
  const title = `Квитанция об оплате страховой премии № ${payment?.invoice ?? p.id}`;
  const paidAt = payment?.paid_at ? Date.parse(payment.paid_at) : (p.paid_at ?? p.updated_at);
  const fields: PdfFieldRow[] = [
    ['Получатель', CONSENT_INSURER],
    ['Плательщик', insurer ? partyLine(insurer) : '—'],
    ['Договор', `${p.product_title} № ${p.global_id ?? p.number}`],
    ['Период страхования', `с ${ruDate(p.date_from)} по ${ruDate(p.date_to)}`],
    ['Транспортные средства', vehicles.map((v) => v.number).join(', ') || '—'],
    ['Сумма', formatKzt(payment?.amount ?? p.premium)],
    ['Способ оплаты', METHOD[payment?.method ?? ''] ?? 'Без доплаты (переоформление)'],
    ['Дата оплаты', formatAlmaty(paidAt)],
    ['Номер платежа', payment?.reference ?? '—'],
  ];
  return {
    title,
    subtitle: 'ОГПО ВТС',
    fields,
    paragraphs: ['Страховая премия получена. Квитанция сформирована автоматически и не требует подписи.'],
    footer: `${CONSENT_INSURER} · ${title}`,
    date: paidAt,
  };
}

/** The policy a get-document call names (by its global or local number, after 1C's pending answers), or 404. */
export function documentPolicy(db: Db, config: Config, global: string): RegisterPolicy {
  runOneC(db, config);
  const p = findByNumber(db, global);
  if (!p) throw refused(404, documentsRu.notFound.replace('{global}', global));
  return p;
}

/** The policy's PDF (type 0, once issued) or its receipt (type 1, once paid). */
export async function policyDocument(db: Db, p: RegisterPolicy, type: 0 | 1): Promise<Uint8Array> {
  if (type === 0) {
    if (p.status !== 1 && p.status !== 8) throw refused(409, documentsRu.notIssued);
    return renderPdf(policySpec(p));
  }
  if (![1, 7, 8].includes(p.status)) throw refused(409, documentsRu.notPaid);
  const payment = db
    .prepare(
      "SELECT id, method, amount, invoice, paid_at, reference FROM payments WHERE policy_id = ? AND status = 'paid' ORDER BY id DESC LIMIT 1",
    )
    .get(p.id) as PaidPayment | undefined;
  return renderPdf(receiptSpec(p, payment ?? null));
}
