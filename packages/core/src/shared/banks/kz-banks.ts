/**
 * The bank table (spec part 1 section 3): copied from the shared data file kz-banks.json. A TypeScript module rather
 * than JSON, so Node (Playwright, tsx) loads it without import attributes.
 *
 * Kazakhstan banks keyed by the 3-digit bank code that sits at positions 5-7 of a KZ IBAN (KZkk bbb
 * ccccccccccccc). Compiled from the National Bank of Kazakhstan BIK directory (spravochnik BIK RK) as
 * republished in public code, cross-checked against published invoice requisites. 'historical' rows are banks
 * that merged or closed; their codes still appear in old IBANs.
 */
import type { KzBank } from './banks';

export const KZ_BANK_ROWS: readonly KzBank[] = [
  { code: '009', bik: 'GCVPKZ2A', name: 'НАО «Государственная корпорация «Правительство для граждан»»' },
  { code: '070', bik: 'KKMFKZ2A', name: 'РГУ «Комитет государственного казначейства МФ РК»' },
  { code: '125', bik: 'NBRKKZKX', name: 'РГУ «Национальный Банк Республики Казахстан»' },
  { code: '246', bik: 'HLALKZKZ', name: 'АО «Исламский Банк ADCB»' },
  { code: '432', bik: 'VTBAKZKZ', name: 'ДО АО «Банк ВТБ (Казахстан)»' },
  { code: '435', bik: 'SHBKKZKA', name: 'АО «Шинхан Банк Казахстан»' },
  { code: '550', bik: 'INEARUMM', name: 'Межгосударственный Банк' },
  { code: '551', bik: 'KSNVKZKA', name: 'АО «Фридом Банк Казахстан»' },
  { code: '563', bik: 'KPSTKZKA', name: 'АО «КАЗПОЧТА»' },
  { code: '601', bik: 'HSBKKZKX', name: 'АО «Народный Банк Казахстана»' },
  { code: '700', bik: 'EABRKZKA', name: 'Евразийский банк развития' },
  { code: '715', bik: 'KCCJKZKK', name: 'АО «Клиринговый центр KASE»' },
  { code: '719', bik: 'KMFBKZKK', name: 'АО «KMF Банк»' },
  { code: '722', bik: 'CASPKZKA', name: 'АО «KASPI BANK»' },
  { code: '724', bik: 'MOKFKZKA', name: 'АО «Коммерческий Банк БиЭнКей»' },
  { code: '766', bik: 'CEDUKZKA', name: 'АО «Центральный депозитарий ценных бумаг»' },
  { code: '821', bik: 'KINCKZKA', name: 'АО «Банк Bank RBK»' },
  { code: '832', bik: 'CITIKZKA', name: 'АО «Ситибанк Казахстан»' },
  { code: '849', bik: 'NURSKZKX', name: 'АО «Нурбанк»' },
  { code: '856', bik: 'KCJBKZKX', name: 'АО «Банк ЦентрКредит»' },
  { code: '885', bik: 'KZIBKZKA', name: 'АО ДБ «КАЗАХСТАН-ЗИРААТ ИНТЕРНЕШНЛ БАНК»' },
  { code: '886', bik: 'INLMKZKA', name: 'АО «Home Credit Bank»' },
  { code: '896', bik: 'ZAJSKZ22', name: 'АО «Исламский банк «Заман-Банк»»' },
  { code: '907', bik: 'DVKAKZKA', name: 'АО «Банк Развития Казахстана»' },
  { code: '913', bik: 'BKCHKZKA', name: 'АО ДБ «Банк Китая в Казахстане»' },
  { code: '914', bik: 'BRKEKZKA', name: 'АО «Bereke Bank»' },
  { code: '927', bik: 'KICEKZKX', name: 'АО «Казахстанская фондовая биржа»' },
  { code: '930', bik: 'ICBKKZKX', name: 'АО «Торгово-промышленный Банк Китая в г. Алматы»' },
  { code: '948', bik: 'EURIKZKA', name: 'АО «Евразийский Банк»' },
  { code: '949', bik: 'ATYNKZKA', name: 'АО «Altyn Bank»' },
  { code: '965', bik: 'IRTYKZKA', name: 'АО «ForteBank»' },
  { code: '972', bik: 'HCSKKZKA', name: 'АО «Отбасы банк»' },
  { code: '998', bik: 'TSESKZKA', name: 'АО «Alatau City Bank»' },
  { code: '826', bik: 'ALMNKZKA', name: 'АО «АТФБанк»', historical: true },
  { code: '947', bik: 'ALFAKZKA', name: 'ДБ АО «Альфа-Банк»', historical: true },
];
