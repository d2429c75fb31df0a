/**
 * Seed data of the public pages: customers asked for their consent, documents awaiting confirmation by
 * code, contracts awaiting card payment. Demo and test modes only. The IINs have valid check digits.
 */

import type { PublicLanguage } from '@sakta/core';

export type ConsentState = 'none' | 'sent' | 'accepted';

export interface DemoCustomer {
  iin: string;
  surname: string;
  name: string;
  patronymic: string;
  phone: string;
  consent: ConsentState;
  /** The customer's language where the demo knows it: the SMS at start is in it, its link carries `lang`. */
  language?: PublicLanguage;
}

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  // Consent pending: a code is sent at every start.
  {
    iin: '850412401239',
    surname: 'Сапарова',
    name: 'Айгерим',
    patronymic: 'Нурлановна',
    phone: '+7(701) 555-0101',
    consent: 'sent',
  },
  {
    iin: '781103300458',
    surname: 'Ким',
    name: 'Виктор',
    patronymic: 'Сергеевич',
    phone: '+7(707) 555-0102',
    consent: 'sent',
  },
  // Consent given.
  {
    iin: '920725300787',
    surname: 'Жаксылыков',
    name: 'Нурлан',
    patronymic: 'Маратович',
    phone: '+7(775) 555-0103',
    consent: 'accepted',
  },
  // No code sent: the page says 'У вас нет доступа'.
  {
    iin: '010214600123',
    surname: 'Оспанова',
    name: 'Дана',
    patronymic: 'Ерлановна',
    phone: '+7(747) 555-0104',
    consent: 'none',
  },
  // Consent pending, a customer who reads Kazakh: the SMS at every start is in Kazakh, its link opens the page so.
  {
    iin: '900315401550',
    surname: 'Әбілқасымова',
    name: 'Гүлнар',
    patronymic: 'Серікқызы',
    phone: '+7(702) 555-0105',
    consent: 'sent',
    language: 'kk',
  },
];

export const DEMO_CUSTOMER_IINS = {
  pending: '850412401239',
  pendingSecond: '781103300458',
  accepted: '920725300787',
  noCode: '010214600123',
  /** Pending, in Kazakh. */
  pendingKazakh: '900315401550',
} as const;

/** ULIDs (Crockford base32, 26 characters) of the documents on /func/otp/{ulid}. */
export const DEMO_DOCUMENT_ULIDS = {
  /** A termination application with a code sent at every start. */
  pending: '01JDSAKTA0000000000000000A',
  /** A property insurance contract already confirmed. */
  accepted: '01JDSAKTA0000000000000000B',
  /** A termination application whose code was never sent: 'У вас нет доступа'. */
  noCode: '01JDSAKTA0000000000000000C',
  /** A property insurance contract with a code sent at every start, to a customer who reads Kazakh. */
  pendingKazakh: '01JDSAKTA0000000000000000D',
} as const;

export interface DemoDocument {
  ulid: string;
  type: 'termination' | 'agreement';
  /** IIN of the customer (DEMO_CUSTOMERS) the document is about; the code goes to their phone. */
  customerIin: string;
  status: ConsentState;
}

export const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  { ulid: DEMO_DOCUMENT_ULIDS.pending, type: 'termination', customerIin: '920725300787', status: 'sent' },
  { ulid: DEMO_DOCUMENT_ULIDS.accepted, type: 'agreement', customerIin: '781103300458', status: 'accepted' },
  { ulid: DEMO_DOCUMENT_ULIDS.noCode, type: 'termination', customerIin: '010214600123', status: 'none' },
  {
    ulid: DEMO_DOCUMENT_ULIDS.pendingKazakh,
    type: 'agreement',
    customerIin: DEMO_CUSTOMER_IINS.pendingKazakh,
    status: 'sent',
  },
];

export interface DemoContract {
  id: number;
  number: string;
  product: string;
  premium: number;
  insurerIin: string;
  paid: boolean;
}

/** Contracts for /epay/{id}: 1001-1003 and 1005 (a customer who reads Kazakh) await payment, 1004 is paid. */
export const DEMO_CONTRACTS: readonly DemoContract[] = [
  {
    id: 1001,
    number: '26-OGPO-001001',
    product: 'ОГПО ВТС',
    premium: 38540,
    insurerIin: '850412401239',
    paid: false,
  },
  {
    id: 1002,
    number: '26-PROP-001002',
    product: 'Имущество',
    premium: 52300,
    insurerIin: '781103300458',
    paid: false,
  },
  {
    id: 1003,
    number: '26-CASCO-001003',
    product: 'Каско',
    premium: 187450.5,
    insurerIin: '920725300787',
    paid: false,
  },
  {
    id: 1004,
    number: '26-OGPO-001004',
    product: 'ОГПО ВТС',
    premium: 21780,
    insurerIin: '010214600123',
    paid: true,
  },
  {
    id: 1005,
    number: '26-OGPO-001005',
    product: 'ОГПО ВТС',
    premium: 45210.5,
    insurerIin: DEMO_CUSTOMER_IINS.pendingKazakh,
    paid: false,
  },
];

export function customerFullName(c: { surname: string; name: string; patronymic?: string | null }): string {
  return [c.surname, c.name, c.patronymic].filter(Boolean).join(' ');
}
