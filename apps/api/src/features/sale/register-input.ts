import type { PolicyClient, PolicyVehicle } from '@sakta/core';
import type { NewPolicy } from '../../services/policy-register/repo';
import type { SalePolicy, SaleProduct } from '../../services/sale-products';

/**
 * How a sold policy of any product is written into the register (what 1C issues from): the product's code, title
 * and type, the premium and APC the server decided, the parties, vehicles, beneficiary and insured object in the
 * register's JSON shapes (the dashboard's policy modal, the policy list's detail, the termination search, the
 * history panel and the PDFs read them).
 */

export interface RegisterParty {
  title: string;
  iin: string;
  person: 1 | 2;
  resident: boolean;
  entrepreneur: boolean;
  surname: string;
  name: string;
  patronymic: string;
  birthday: string;
  phone: string;
}

export function registerParty(c: PolicyClient): RegisterParty {
  const d = c.client;
  const title = d.title || [d.surname, d.name, d.patronymic].filter(Boolean).join(' ');
  return {
    title,
    iin: d.iin,
    person: c.filter.person ? 1 : 2,
    resident: c.filter.resident,
    entrepreneur: c.entrepreneur !== null && !!c.entrepreneur.number,
    surname: d.surname,
    name: d.name,
    patronymic: d.patronymic,
    birthday: d.birthday ?? '',
    phone: d.phone,
  };
}

export function registerVehicle(v: PolicyVehicle) {
  return {
    number: v.number,
    vin: v.vin,
    mark: v.mark,
    model: v.model,
    color: v.color || null,
    year: Number(v.year) || null,
  };
}

/** What the sale decided for the policy: never the page's premium or APC. */
export interface SaleDecision {
  premium: number;
  apc: string | null;
  paymentType: 0 | 1;
  paymentPhone: string;
  creatorId: number;
  replacesId: number | null;
  now: number;
}

/** A party as the register lists an insured or the beneficiary: {title, iin, person}. */
function listedParty(c: PolicyClient) {
  const r = registerParty(c);
  return { title: r.title, iin: r.iin, person: r.person };
}

/** The register's row of the sold policy. */
export function registerInput(product: SaleProduct, p: SalePolicy, sale: SaleDecision): NewPolicy {
  const { premium, apc } = sale;
  const beneficiary = product.beneficiary?.(p) ?? null;
  return {
    draftUlid: p.number,
    productCode: p.product,
    productTitle: product.titleOf?.(p.product) ?? product.title,
    productType: p.product_type ?? null,
    premium,
    paymentType: sale.paymentType,
    paymentPhone: sale.paymentPhone,
    creatorId: sale.creatorId,
    policy: { ...p, premium, apc },
    insurer: p.insurer ? registerParty(p.insurer) : null,
    vehicles: product.vehicles(p).map(registerVehicle),
    insureds: product.insureds(p).map(listedParty),
    object: product.insuredObject?.(p) ?? null,
    beneficiary: beneficiary && listedParty(beneficiary),
    dateFrom: p.treaty.date,
    dateTo: p.treaty.end,
    replacesId: sale.replacesId,
    now: sale.now,
  };
}
