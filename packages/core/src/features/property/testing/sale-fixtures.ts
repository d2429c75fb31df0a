import type { PropertyProduct } from '../conditions';
import type { PropertyCalculation } from '../contract';
import type { PropertyObject } from '../object';
import { PROPERTY_OFFICE } from './fixtures';

/**
 * The property sale's fixtures for its models, stories and component tests: the sandbox register's people and banks,
 * a second object, the calls' answers, and the input at a fixed moment.
 */

export {
  FI_ADMIN_USER as PROPERTY_ADMIN_USER,
  FI_AGENTS as PROPERTY_AGENTS,
  FI_BANK as PROPERTY_BANK,
  FI_ENTITY as PROPERTY_ENTITY,
  FI_LEADER as PROPERTY_LEADER,
  FI_MANAGERS as PROPERTY_MANAGERS,
  FI_MANAGER_USER as PROPERTY_MANAGER_USER,
  FI_NOW as PROPERTY_NOW,
  FI_NO_TERMINAL_USER as PROPERTY_NO_TERMINAL_USER,
  FI_NUMBER as PROPERTY_NUMBER,
  FI_OWNER as PROPERTY_OWNER,
  FI_PERSON as PROPERTY_PERSON,
  FI_SELLER_IP as PROPERTY_SELLER_IP,
  FI_SIGNATORY as PROPERTY_SIGNATORY,
  FI_TOMORROW as PROPERTY_TOMORROW,
  FI_VERIFY_OK as PROPERTY_VERIFY_OK,
  FI_VERIFY_PODFT as PROPERTY_VERIFY_PODFT,
  FI_VERIFY_UNKNOWN as PROPERTY_VERIFY_UNKNOWN,
} from '../../../shared/sale/fi/testing/fixtures';
import {
  FI_NOW as PROPERTY_NOW,
  FI_NUMBER as PROPERTY_NUMBER,
} from '../../../shared/sale/fi/testing/fixtures';

/** The bank as beneficiary (the sandbox register's, not the whitelisted one: objects need a loan number). */
/** A resident person insurer (also insured by the checkbox in most paths). */
/** A legal-entity insurer: its leader, owners and signatory are asked. */
/** A warehouse, the second object of a two-object policy. */
export const PROPERTY_WAREHOUSE: PropertyObject = {
  ...PROPERTY_OFFICE,
  address: 'Алматинская обл., г. Қонаев, промзона, 4',
  kind_id: '000000074',
  wall_id: '000000086',
  cost: 150_000_000,
  amount: 120_000_000,
  loan_number: 'KZ-2026-002',
  add_info: 'Склад готовой продукции',
};

/** A resident director signing on the charter (Устав: no number or date). */
/** The service manager has no terminal (spec 6). */
/** 25.11.2026 11:00 in Almaty: tomorrow is 26.11.2026. */
export const PROPERTY_OFFERED = [
  { code: 'DSI_FI', status: 1 as const },
  { code: 'DSD_FI', status: 1 as const },
];
/** calculate/financial-institutions for the office (60 000 000 at 0.1485 %) and the warehouse. */
export const PROPERTY_CALCULATION: PropertyCalculation = {
  result: true,
  items: [
    { tariff: 0.1485, premium: 89_100 },
    { tariff: 0.0855, premium: 102_600 },
  ],
  premium: 191_700,
  calculationDate: '2026-11-25 11:05:00',
};

/** The same for the office alone (the person's policy). */
export const PROPERTY_CALCULATION_OFFICE: PropertyCalculation = {
  result: true,
  items: [{ tariff: 0.1485, premium: 89_100 }],
  premium: 89_100,
  calculationDate: '2026-11-25 11:05:00',
};

export const PROPERTY_INVOICE = {
  result: true as const,
  policyId: 601,
  url: 'http://localhost:4100/bank/invoice/INV-601',
  invoice: 'INV-601',
};
export const PROPERTY_EPAY = { result: true as const, policyId: 602, url: '/epay/602' };
export const PROPERTY_TICKET = {
  policyId: 601,
  number: '26-DSI-100601',
  global: 'KZ-DSI-2026-0000601',
  processing: false,
  from: '2026-11-26',
  to: '2027-11-25',
  premium: 191_700,
};

/** The sale's input for a program and a seller at PROPERTY_NOW, with the page's fresh number. */
export const propertyInput = <U, X extends object = object>(
  productType: PropertyProduct,
  user: U,
  extra?: X,
) => ({ productType, number: PROPERTY_NUMBER, user, now: PROPERTY_NOW, ...(extra ?? ({} as X)) });
