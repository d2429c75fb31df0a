import { CONSENT_INSURER, formatKzt } from '@sakta/core';
import {
  PropertyPolicySchema,
  isImmovableProduct,
  propertyPremium,
  propertyPremiumInput,
  propertyRisks,
  ruProperty,
  type PropertyPolicy,
} from '@sakta/core/property';
import {
  json,
  partyLine,
  ruDate,
  signatoryOf,
  type RegisterPartyLine as Party,
} from '../../services/pdf/fi-policy';
import type { PdfBlock, PdfFieldRow, PdfSpec } from '../../services/pdf/render';
import type { RegisterPolicy } from '../../services/policy-register/repo';
import type { RegisterObject } from '../../services/sale-products';
import { objectLine } from './objects';

/**
 * The property policy's PDFs (policy/get-document type 0, policy/get-document-dc's contract and policy; spec part 2
 * sections 2.3, 3.2, 3.5, 3.9, 7.5): the insurer, the bank as the beneficiary, the insureds, each object with its
 * cost, insured amount, tariff and premium (the tariff's, recomputed from the policy as sold), the program
 * condition, the ten risks with their deductibles, the signatory, the period, the premium and the payment date, as
 * the register keeps them. A register policy not sold through the sale (seeded) shows the register's object.
 */

type Kind = 'policy' | 'contract';

const TITLES: Record<Kind, string> = { policy: 'Страховой полис', contract: 'Договор страхования' };

const percent = (n: number) => `${String(n).replace('.', ',')} %`;

/** The policy as sold (the register's `policy`), or null for a register policy the sale did not write. */
function soldPolicy(r: RegisterPolicy): PropertyPolicy | null {
  const parsed = PropertyPolicySchema.safeParse(json(r.policy));
  return parsed.success ? parsed.data : null;
}

function objectBlocks(r: RegisterPolicy, p: PropertyPolicy | null): PdfBlock[] {
  if (!p) {
    const o = json<RegisterObject>(r.object);
    if (!o) return [];
    const line = [o.add_info, `страховая сумма ${formatKzt(o.insurance_sum)}`].filter(Boolean).join('; ');
    return [{ heading: 'Объект страхования' }, { list: [line], ordered: true }];
  }
  const priced = propertyPremium(propertyPremiumInput(p));
  const items = 'items' in priced && priced.premium === r.premium ? priced.items : [];
  return [
    { heading: 'Объекты страхования' },
    { list: p.objects.map((o, i) => objectLine(p, o, items[i])), ordered: true },
  ];
}

function conditionBlocks(p: PropertyPolicy, kind: Kind): PdfBlock[] {
  const pc = p.programCondition;
  const fields: PdfFieldRow[] = [
    ['Программа', ruProperty.programs[p.product]],
    ['Страховая сумма', formatKzt(p.objects.reduce((sum, o) => sum + (o.amount ?? 0), 0))],
    ['Франшиза', percent(pc.franchise)],
    ...(kind === 'contract'
      ? ([
          ['Агентское вознаграждение (АВ)', percent(pc.av)],
          ['МД', percent(pc.md)],
        ] satisfies PdfFieldRow[])
      : []),
  ];
  return [
    { heading: 'Условия программы' },
    { fields },
    { heading: `${ruProperty.risks.title} (${ruProperty.risks.deductible.toLowerCase()})` },
    { list: propertyRisks(pc.franchise).map((risk) => `${risk.name} — ${risk.deductible} %`) },
  ];
}

const INTRO: Record<Kind, (r: RegisterPolicy) => PdfBlock[]> = {
  policy: (r) => [
    `Настоящий полис удостоверяет заключение договора страхования «${r.product_title}» между ${CONSENT_INSURER} и страхователем в пользу выгодоприобретателя на условиях, указанных ниже, и Правил страхования страховщика.`,
  ],
  contract: (r) => [
    { heading: '1. Предмет договора' },
    `Страховщик обязуется при наступлении страхового случая с объектами страхования произвести страховую выплату выгодоприобретателю в пределах страховой суммы за вычетом безусловной франшизы, а страхователь — уплатить страховую премию в размере ${formatKzt(r.premium)}`,
    { heading: '2. Срок действия' },
    `Договор действует с ${ruDate(r.date_from)} по ${ruDate(r.date_to)} включительно при условии уплаты страховой премии.`,
  ],
};

export function propertyPolicySpec(r: RegisterPolicy, kind: Kind): PdfSpec {
  const p = soldPolicy(r);
  const insurer = json<Party>(r.insurer);
  const beneficiary = json<Party>(r.beneficiary);
  const insureds = json<Party[]>(r.insureds) ?? [];
  const title = `${TITLES[kind]} № ${r.global_id ?? r.number ?? r.id}`;
  const fields: PdfFieldRow[] = [
    ['Страховщик', CONSENT_INSURER],
    ['Страхователь', insurer ? partyLine(insurer) : '—'],
    ['Выгодоприобретатель', beneficiary ? partyLine(beneficiary) : '—'],
    ['Продукт', `${r.product_title} (${r.product_code})`],
    ['Срок действия', `с ${ruDate(r.date_from)} по ${ruDate(r.date_to)} включительно`],
    ['Страховая премия', formatKzt(r.premium)],
    ...(p?.paymentDate ? [['Дата оплаты', ruDate(p.paymentDate)] satisfies PdfFieldRow] : []),
    ['Номер договора', r.number ?? String(r.id)],
  ];
  const signatory = p && signatoryOf(p.signatory);
  const paragraphs: PdfBlock[] = [
    ...INTRO[kind](r),
    ...objectBlocks(r, p),
    ...(p ? conditionBlocks(p, kind) : []),
    ...(insureds.length ? [{ heading: 'Застрахованные' }, { list: insureds.map(partyLine) }] : []),
    ...(signatory ? [{ heading: 'Подписант страхователя' }, signatory.line] : []),
    { space: 6 },
    {
      signatures: [
        ['Страховщик', CONSENT_INSURER],
        ['Страхователь', signatory?.name ?? insurer?.title ?? ''],
      ],
    },
  ];
  return {
    title,
    subtitle: isImmovableProduct(r.product_code) ? ruProperty.programs.DSI_FI : ruProperty.programs.DSD_FI,
    fields,
    paragraphs,
    footer: `${CONSENT_INSURER} · ${title}`,
    date: r.updated_at,
  };
}
