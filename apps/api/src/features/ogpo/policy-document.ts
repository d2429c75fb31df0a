import { CONSENT_INSURER, formatKzt } from '@sakta/core';
import type { PdfBlock, PdfFieldRow, PdfSpec } from '../../services/pdf/render';
import type { RegisterPolicy } from '../../services/policy-register/repo';

/**
 * The OGPO policy's PDF (policy/get-document type 0, spec part 2 sections 2.1, 7.5): the insurer, the vehicles, the
 * drivers, the period and the premium as the register keeps them.
 */

/** A party as the register keeps it (the sale's register input). */
interface Party {
  title: string;
  iin: string;
  person: 1 | 2;
}

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
    insurer: (p.insurer ? JSON.parse(p.insurer) : null) as Partial<Party> | null,
    insureds: JSON.parse(p.insureds) as Partial<Party>[],
    vehicles: JSON.parse(p.vehicles) as Vehicle[],
  };
}

const partyLine = (x: Partial<Party>) =>
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

export function ogpoPolicySpec(p: RegisterPolicy): PdfSpec {
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
