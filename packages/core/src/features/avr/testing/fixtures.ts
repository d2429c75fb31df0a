import type { AvrItem, AvrRow } from '../contract';

/** Test data of the АВР screen (machine tests, models, stories). */

/** '%PDF-1.7\n%%EOF\n' as base64: enough for the contract's base64 PDF check. */
const PDF_BASE64 = 'JVBERi0xLjcKJSVFT0YK';

/** A page of acts: unprocessed, refused, accepted (paid), unprocessed. */
export const MODEL_AVR_ROWS: AvrRow[] = [
  { id: 14, number: 'АВР-2026-0014', date: '2026-11-24', is_paid: 0, confirmed: null },
  { id: 13, number: 'АВР-2026-0013', date: '2026-11-20', is_paid: 0, confirmed: 0 },
  { id: 12, number: 'АВР-2026-0012', date: '2026-11-15', is_paid: 1, confirmed: 1 },
  { id: 11, number: 'АВР-2026-0011', date: '2026-11-10', is_paid: 0, confirmed: null },
];

/** An act waiting for the user: two seconds of its window left in the model (the clock's ticks end it). */
export const MODEL_AVR_PENDING: AvrItem = {
  id: 14,
  number: 'АВР-2026-0014',
  date: '2026-11-24',
  is_paid: 0,
  confirmed: null,
  has_action: true,
  document: PDF_BASE64,
  title: 'Акт выполненных работ за ноябрь 2026 года',
  phone: '+7(701) ***-**57',
  seconds_left: 2,
  comment: null,
};

/** An act already refused. */
export const MODEL_AVR_REFUSED: AvrItem = {
  ...MODEL_AVR_PENDING,
  id: 13,
  number: 'АВР-2026-0013',
  confirmed: 0,
  has_action: false,
  seconds_left: 0,
  comment: 'Сумма вознаграждения не совпадает с расчётом',
};

/** An unprocessed act whose 30 minutes are over. */
export const MODEL_AVR_EXPIRED: AvrItem = {
  ...MODEL_AVR_PENDING,
  id: 11,
  number: 'АВР-2026-0011',
  has_action: false,
  seconds_left: 0,
};
