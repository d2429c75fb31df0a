import { CONSENT_INSURER, formatKzt, type DashboardPolicy } from '@sakta/core';
import { formatDate, formatDateTime } from '../pdf/format';
import type { PdfBlock, PdfFieldRow, PdfSpec } from '../pdf/render';

/**
 * A register policy's documents as PDFs of every product (the policy, the contract, the application): the admin
 * dashboard's documents and the policy list's get-document-dc and get-document-ds render them.
 */

export interface PolicyRow {
  id: number;
  global_id: string | null;
  product_code: string;
  product_title: string;
  product_type: number | null;
  premium: number;
  status: number;
  error_type: string | null;
  error: string | null;
  payment_type: 0 | 1;
  /** How it was paid, where the caller read it (services/payments PAYMENT_METHOD_SQL). */
  payment_method?: 'transfer' | 'card' | 'kaspi' | null;
  creator_id: number | null;
  draft: string | null;
  policy: string | null;
  insurer: string | null;
  vehicles: string;
  object: string | null;
  insureds: string;
  beneficiary: string | null;
  date_from: string | null;
  date_to: string | null;
  created_at: number;
  updated_at: number;
}

export const POLICY_DOCUMENT_KINDS = ['policy', 'contract', 'application'] as const;
export type PolicyDocumentKind = (typeof POLICY_DOCUMENT_KINDS)[number];

export const POLICY_DOCUMENT_TITLES: Record<PolicyDocumentKind, string> = {
  policy: 'Страховой полис',
  contract: 'Договор страхования',
  application: 'Заявление на страхование',
};

type Party = NonNullable<DashboardPolicy['insurer']>;
type Vehicle = DashboardPolicy['vehicles'][number];
type InsuredObject = NonNullable<DashboardPolicy['object']>;

function json<T>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
}

/** '2026-03-03' -> '03.03.2026' */
const ruDate = (iso: string | null) => (iso ? iso.split('-').reverse().join('.') : '—');

const idLabel = (p: Party) => (p.person === 2 ? 'БИН' : 'ИИН');
const partyLine = (p: Party) => (p.iin ? `${p.title}, ${idLabel(p)} ${p.iin}` : `${p.title} (нерезидент)`);

function vehicleLine(v: Vehicle & { vin?: string }): string {
  const parts = [`${v.mark} ${v.model}`, `госномер ${v.number}`];
  if (v.vin) parts.push(`VIN ${v.vin}`);
  if (v.year) parts.push(`${v.year} г. в.`);
  if (v.color) parts.push(v.color.toLowerCase());
  return parts.join(', ');
}

const INTRO: Record<PolicyDocumentKind, (row: PolicyRow) => PdfBlock[]> = {
  policy: (row) => [
    `Настоящий полис удостоверяет заключение договора страхования «${row.product_title}» между ${CONSENT_INSURER} и страхователем на условиях, указанных ниже, и Правил страхования страховщика.`,
  ],
  contract: (row) => [
    { heading: '1. Предмет договора' },
    `Страховщик обязуется при наступлении страхового случая произвести страховую выплату в пределах страховой суммы, а страхователь — уплатить страховую премию в размере ${formatKzt(row.premium)} в порядке и сроки, установленные договором.`,
    { heading: '2. Срок действия' },
    `Договор действует с ${ruDate(row.date_from)} по ${ruDate(row.date_to)} включительно при условии уплаты страховой премии.`,
    { heading: '3. Права и обязанности сторон' },
    'Стороны руководствуются Гражданским кодексом Республики Казахстан, Законом «О страховании и страховой деятельности» и Правилами страхования страховщика, с которыми страхователь ознакомлен.',
  ],
  application: (row) => [
    `Прошу заключить договор страхования «${row.product_title}» на условиях, указанных ниже. Сведения, сообщённые в заявлении, достоверны; о последствиях сообщения ложных сведений предупреждён(а).`,
  ],
};

/** 'Способ оплаты': Kaspi by its name (a way of paying of its own), a bank card, or cash and transfer. */
function paymentWay(row: PolicyRow): string {
  if (row.payment_method === 'kaspi') return 'Kaspi';
  if (row.payment_method === 'transfer') return 'Наличными или переводом';
  return row.payment_method === 'card' || row.payment_type === 1
    ? 'Банковской картой'
    : 'Наличными или переводом';
}

/** A document of an issued contract: the policy, the contract or the application. */
export function policyDocumentSpec(row: PolicyRow, kind: PolicyDocumentKind): PdfSpec {
  const insurer = json<Party>(row.insurer);
  const insureds = json<Party[]>(row.insureds) ?? [];
  const beneficiary = json<Party>(row.beneficiary);
  const vehicleList = json<(Vehicle & { vin?: string })[]>(row.vehicles) ?? [];
  const object = json<InsuredObject>(row.object);
  const title = `${POLICY_DOCUMENT_TITLES[kind]} № ${row.global_id ?? row.id}`;
  const fields: PdfFieldRow[] = [
    ['Страховщик', CONSENT_INSURER],
    ['Страхователь', insurer ? partyLine(insurer) : '—'],
    ['Продукт', `${row.product_title} (${row.product_code})`],
    ['Срок действия', `${ruDate(row.date_from)} — ${ruDate(row.date_to)}`],
    ['Страховая премия', formatKzt(row.premium)],
    ['Способ оплаты', paymentWay(row)],
    ['Дата оформления', formatDateTime(row.created_at)],
  ];
  const paragraphs: PdfBlock[] = [...INTRO[kind](row)];
  if (vehicleList.length)
    paragraphs.push(
      { heading: 'Транспортные средства' },
      { list: vehicleList.map(vehicleLine), ordered: true },
    );
  if (object)
    paragraphs.push(
      { heading: 'Объект страхования' },
      {
        fields: [
          ['Вид имущества', object.is_immovable ? 'Недвижимое' : 'Движимое'],
          ['Страховая сумма', formatKzt(object.insurance_sum)],
          ['Франшиза', object.franchise === null ? 'Нет' : `${object.franchise} %`],
          ['Дополнительно', object.add_info ?? '—'],
        ],
      },
    );
  if (insureds.length) paragraphs.push({ heading: 'Застрахованные' }, { list: insureds.map(partyLine) });
  if (beneficiary) paragraphs.push({ heading: 'Выгодоприобретатель' }, partyLine(beneficiary));
  paragraphs.push(
    { space: 6 },
    {
      signatures: [
        ['Страховщик', CONSENT_INSURER],
        ['Страхователь', insurer?.title ?? ''],
        ['Дата', formatDate(row.created_at)],
      ],
    },
  );
  return {
    title,
    subtitle: row.product_title,
    fields,
    paragraphs,
    footer: `${CONSENT_INSURER} · ${title}`,
    date: row.created_at,
  };
}
