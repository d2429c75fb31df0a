import type { EpayWidget } from '../epay.contract';

/** Test data of the public pages: the card payment widget and the confirmed document (tests, models, stories). */

export const MODEL_WIDGET: EpayWidget = {
  invoice: '000100101',
  invoiceAlt: 'ALT-000100101',
  amount: 45_210.5,
  currency: 'KZT',
  language: 'RUS',
  widgetUrl: 'http://localhost:8081/widget?token=t1',
};

export const PAGE_PDF = 'JVBERi0xLjQK';
