import { CONSENT_INSURER, formatKzt } from '@sakta/core';
import {
  CascoPolicySchema,
  cascoRisks,
  ruCasco,
  type CascoPolicy,
  type CascoVehicleOutcome,
} from '@sakta/core/casco';
import {
  json,
  partyLine,
  ruDate,
  signatoryOf,
  type RegisterPartyLine as Party,
} from '../../services/pdf/fi-policy';
import type { PdfBlock, PdfFieldRow, PdfSpec } from '../../services/pdf/render';
import type { RegisterPolicy } from '../../services/policy-register/repo';
import { soldPrices } from './calculate';
import { vehicleLine } from './vehicles';

/**
 * The casco policy's PDFs (policy/get-document-ds: 0 the contract, 1 the policy, 2 the application; spec part 2
 * sections 2.4, 3.2, 3.4, 3.9, 7.5): the insurer, the bank as the beneficiary, the insureds, the program (the
 * vehicle type, the program product, its limit), each vehicle with its VIN, year, certificate, cost, insured amount,
 * tariff and premium (the tariff's, recomputed from the policy as sold), the risks with their deductibles, the loan
 * and the appraisal report, the signatory, the period, the premium and the payment date, as the register keeps
 * them. The application states the seller's three confirmations. A register policy not sold through the sale
 * (seeded) gets the register's own documents (`cascoPolicySpec` answers null).
 */

export type CascoDocumentKind = 'contract' | 'policy' | 'application';

const TITLES: Record<CascoDocumentKind, string> = {
  contract: 'Договор страхования',
  policy: 'Страховой полис',
  application: 'Заявление на страхование',
};

const yesNo = (v: boolean | null) => (v === null ? '—' : v ? 'Да' : 'Нет');

/** The policy as sold (the register's `policy`), or null for a register policy the sale did not write. */
function soldPolicy(r: RegisterPolicy): CascoPolicy | null {
  const parsed = CascoPolicySchema.safeParse(json(r.policy));
  return parsed.success ? parsed.data : null;
}

/** Each vehicle's price as sold: recomputed on the day it was paid, last checked out, or created. */
function pricesOf(r: RegisterPolicy, p: CascoPolicy): CascoVehicleOutcome[] {
  for (const day of [r.paid_at, r.updated_at, r.created_at]) {
    if (day === null) continue;
    const prices = soldPrices(p, day, r.premium);
    if (prices.length) return prices;
  }
  return [];
}

function programFields(p: CascoPolicy): PdfFieldRow[] {
  const total = p.vehicles.reduce((sum, v) => sum + (v.amount ?? 0), 0);
  return [
    ['Тип ТС', ruCasco.types[p.program.type]],
    ['Программный продукт', `${p.program.product}. ${ruCasco.products[p.program.product]}`],
    ['Лимит программы', formatKzt(p.program.limit)],
    ['Страховая сумма', formatKzt(total)],
    ['Номер займа', p.conditions.loan_number || '—'],
    ['Акт оценки', p.conditions.appraisal_report || '—'],
  ];
}

function riskBlocks(p: CascoPolicy): PdfBlock[] {
  const risks = cascoRisks(p.program.product, p.conditions.risk_damage);
  return [
    { heading: `${ruCasco.risks.title} (${ruCasco.risks.deductible.toLowerCase()})` },
    {
      list: risks.map(
        (risk) =>
          `${risk.name} — ${risk.deductible === null ? ruCasco.risks.notApplied : `${risk.deductible} %`}`,
      ),
    },
  ];
}

/** The application: what the seller confirmed with the insurer (2.4, 3.2 conditions). */
function confirmations(p: CascoPolicy): PdfBlock[] {
  const c = p.conditions;
  return [
    { heading: 'Сведения страхователя' },
    {
      fields: [
        ['Согласие с условиями страхования', yesNo(c.user_agreement)],
        ['Убытки за последние 3 года', yesNo(c.has_losses)],
        ['ТС соответствуют условиям программы', yesNo(c.is_fits)],
        ['Другие договоры страхования ТС', c.add_contracts || 'Нет'],
        ['Дополнительная информация', c.add_info || '—'],
      ],
    },
  ];
}

const INTRO: Record<CascoDocumentKind, (r: RegisterPolicy) => PdfBlock[]> = {
  contract: (r) => [
    { heading: '1. Предмет договора' },
    `Страховщик обязуется при наступлении страхового случая с транспортными средствами произвести страховую выплату выгодоприобретателю в пределах страховой суммы за вычетом безусловной франшизы, а страхователь — уплатить страховую премию в размере ${formatKzt(r.premium)}`,
    { heading: '2. Срок действия' },
    `Договор действует с ${ruDate(r.date_from)} по ${ruDate(r.date_to)} включительно при условии уплаты страховой премии.`,
  ],
  policy: (r) => [
    `Настоящий полис удостоверяет заключение договора страхования «${r.product_title}» между ${CONSENT_INSURER} и страхователем в пользу выгодоприобретателя на условиях, указанных ниже, и Правил страхования страховщика.`,
  ],
  application: (r) => [
    `Прошу заключить договор страхования «${r.product_title}» транспортных средств, указанных ниже, на условиях Правил страхования страховщика. Сведения, сообщённые в заявлении, достоверны; о последствиях сообщения ложных сведений предупреждён(а).`,
  ],
};

/** The document of a casco policy sold through the sale, or null for one the sale did not write. */
export function cascoPolicySpec(r: RegisterPolicy, kind: CascoDocumentKind): PdfSpec | null {
  const p = soldPolicy(r);
  if (!p) return null;
  const insurer = json<Party>(r.insurer);
  const beneficiary = json<Party>(r.beneficiary);
  const insureds = json<Party[]>(r.insureds) ?? [];
  const title = `${TITLES[kind]} № ${r.global_id ?? r.number ?? r.id}`;
  const prices = pricesOf(r, p);
  const fields: PdfFieldRow[] = [
    ['Страховщик', CONSENT_INSURER],
    ['Страхователь', insurer ? partyLine(insurer) : '—'],
    ['Выгодоприобретатель', beneficiary ? partyLine(beneficiary) : '—'],
    ['Продукт', `${r.product_title} (${r.product_code})`],
    ['Срок действия', `с ${ruDate(r.date_from)} по ${ruDate(r.date_to)} включительно`],
    ['Страховая премия', formatKzt(r.premium)],
    ...(p.paymentDate ? [['Дата оплаты', ruDate(p.paymentDate)] satisfies PdfFieldRow] : []),
    ['Номер договора', r.number ?? String(r.id)],
  ];
  const signatory = signatoryOf(p.signatory);
  const paragraphs: PdfBlock[] = [
    ...INTRO[kind](r),
    { heading: 'Программа страхования' },
    { fields: programFields(p) },
    { heading: 'Транспортные средства' },
    { list: p.vehicles.map((v, i) => vehicleLine(v, prices[i])), ordered: true },
    ...riskBlocks(p),
    ...(kind === 'application' ? confirmations(p) : []),
    ...(insureds.length ? [{ heading: 'Застрахованные' }, { list: insureds.map(partyLine) }] : []),
    ...(signatory ? [{ heading: 'Подписант страхователя' }, signatory.line] : []),
    { space: 6 },
    {
      signatures:
        kind === 'application'
          ? [['Страхователь', signatory?.name ?? insurer?.title ?? '']]
          : [
              ['Страховщик', CONSENT_INSURER],
              ['Страхователь', signatory?.name ?? insurer?.title ?? ''],
            ],
    },
  ];
  return {
    title,
    subtitle: r.product_title,
    fields,
    paragraphs,
    footer: `${CONSENT_INSURER} · ${title}`,
    date: r.updated_at,
  };
}
