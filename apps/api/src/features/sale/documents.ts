import { CONSENT_INSURER, formatKzt } from '@sakta/core';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { refused } from '../../platform/http';
import { formatDateTime } from '../../services/pdf/format';
import { renderPdf, type PdfFieldRow, type PdfSpec } from '../../services/pdf/render';
import { runOneC } from '../../services/policy-register/one-c';
import { policyDocumentSpec, type PolicyRow } from '../../services/policy-register/documents';
import { findByNumber, type RegisterPolicy } from '../../services/policy-register/repo';
import { productOf, type SaleProducts } from '../../services/sale-products';
import type { RegisterParty } from './register-input';

/**
 * POST /api/policy/get-document {global, type} (spec part 2 sections 2.1, 7.5), for every product: type 0 the
 * policy (once 1C gave the global number; its product's PDF), type 1 the receipt (once paid). Real PDFs (pdf-lib,
 * DejaVu: Cyrillic text). `global` is the global number, or the local number while 1C has not answered.
 */

export const documentsRu = {
  notFound: 'Договор {global} не найден',
  notIssued: 'Полис будет доступен после присвоения номера в 1С',
  notPaid: 'Квитанция будет доступна после оплаты',
} as const;

const ruDate = (iso: string | null) => (iso ? iso.split('-').reverse().join('.') : '—');

interface Vehicle {
  number: string;
}

function parsed(p: RegisterPolicy) {
  return {
    insurer: (p.insurer ? JSON.parse(p.insurer) : null) as Partial<RegisterParty> | null,
    vehicles: JSON.parse(p.vehicles) as Vehicle[],
  };
}

const partyLine = (x: Partial<RegisterParty>) =>
  x.iin ? `${x.title}, ${x.person === 2 ? 'БИН' : 'ИИН'} ${x.iin}` : `${x.title} (нерезидент)`;

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
    ...(vehicles.length
      ? [['Транспортные средства', vehicles.map((v) => v.number).join(', ')] satisfies PdfFieldRow]
      : []),
    ['Сумма', formatKzt(payment?.amount ?? p.premium)],
    ['Способ оплаты', METHOD[payment?.method ?? ''] ?? 'Без доплаты (переоформление)'],
    // ДД.ММ.ГГГГ ЧЧ:ММ, Almaty time, as every date a person reads
    ['Дата оплаты', formatDateTime(paidAt)],
    ['Номер платежа', payment?.reference ?? '—'],
  ];
  return {
    title,
    subtitle: p.product_title,
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

/** The policy's own PDF: its product's, else the register's policy document of every product. */
function policySpec(db: Db, products: SaleProducts, p: RegisterPolicy): PdfSpec {
  const own = productOf(products, p.product_code)?.policyPdf?.(p);
  if (own) return own;
  const row = db.prepare('SELECT * FROM policies WHERE id = ?').get(p.id) as PolicyRow;
  return policyDocumentSpec(row, 'policy');
}

/** The policy's PDF (type 0, once issued) or its receipt (type 1, once paid). */
export async function policyDocument(
  db: Db,
  products: SaleProducts,
  p: RegisterPolicy,
  type: 0 | 1,
): Promise<Uint8Array> {
  if (type === 0) {
    if (p.status !== 1 && p.status !== 8) throw refused(409, documentsRu.notIssued);
    return renderPdf(policySpec(db, products, p));
  }
  if (![1, 7, 8].includes(p.status)) throw refused(409, documentsRu.notPaid);
  const payment = db
    .prepare(
      "SELECT id, method, amount, invoice, paid_at, reference FROM payments WHERE policy_id = ? AND status = 'paid' ORDER BY id DESC LIMIT 1",
    )
    .get(p.id) as PaidPayment | undefined;
  return renderPdf(receiptSpec(p, payment ?? null));
}
