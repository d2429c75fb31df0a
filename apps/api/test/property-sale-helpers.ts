import { expect } from 'vitest';
import type { PolicyClient } from '@sakta/core';
import type { ClientRecord } from '@sakta/core/parties/client';
import {
  DEFAULT_PROGRAM_CONDITION,
  risksRecord,
  type PropertyObjectRecord,
  type PropertyPolicy,
} from '@sakta/core/property';
import type { Signatory } from '@sakta/core/sale/fi';
import { OGPO_CHIEF_SAVED, OGPO_CLIENT_RESIDENT, PROPERTY_OFFICE } from '@sakta/core/testing';
import { post, type makeApp } from './helpers';

/**
 * A property sale for financial institutions as the page sends it: a resident person insures two buildings of a
 * bank's loan (an office and a warehouse in Almaty), nothing 5.5 refuses. Sale `n` is its ulid. `registerSale`
 * builds it with the parties as the state register answers them, for the sale's calls that check them.
 */

export const propertySaleUlid = (n: number) => `01JSAKP${String(n).padStart(19, '0')}`;

/** The office: brick, 2005, fire alarm to the state fire service's desk, no guard (core's test fixture). */
export const OFFICE: PropertyObjectRecord = PROPERTY_OFFICE;

/** The warehouse: concrete, 2012, fire alarm to a private desk, guarded round the clock. */
export const WAREHOUSE: PropertyObjectRecord = {
  ...OFFICE,
  address: 'г. Алматы, ул. Рыскулова, 140',
  year: '2012',
  kind_id: '000000074',
  wall_id: '000000086',
  cost: 45_000_000,
  amount: 40_000_000,
  loan_number: 'KZ-2026-002',
  has_security: true,
  security: 'round_the_clock',
  fire_alarm: 2,
};

export const propertyPolicyOf = (n = 1, over: Partial<PropertyPolicy> = {}): PropertyPolicy => ({
  number: propertySaleUlid(n),
  product: 'DSI_FI',
  insurer: OGPO_CLIENT_RESIDENT,
  isDrive: true,
  insureds: [],
  beneficiary: null,
  leader: null,
  owners: [],
  objects: [OFFICE, WAREHOUSE],
  conditions: { is_immovable: true, kind: '', has_losses: false, is_indoors: true },
  programCondition: { ...DEFAULT_PROGRAM_CONDITION, franchise: 1 },
  risks: risksRecord(1),
  treaty: { date: '2026-03-03', term: { unit: 'month', count: 12 }, end: '2027-03-02' },
  signatory: null,
  manager: null,
  agent: null,
  paymentPhone: '',
  paymentDate: '',
  isEpay: false,
  ...over,
});

// ------------------------------------------------------------------ a sale on the state register

/** The demo banks of the state register (seed-clients-data.ts): Halyk needs no loan number, ForteBank does. */
export const HALYK_BIN = '940140000385';
export const FORTE_BIN = '990740000683';
/** The demo insurers: a resident person, a legal entity with its leader and beneficial owners. */
export const PERSON_IIN = '850315300128';
export const ENTITY_BIN = '150340001008';

type App = ReturnType<typeof makeApp>;
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A call as the holder of a token (the demo manager's by default). */
export async function callAs(t: App, path: string, body: unknown, token = t.tokenFor(3)) {
  const res = await post(t.app, path, body, bearer(token));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A client as the dialog adds it: client/get by IIN (a person) or by BIN (a legal entity's search). */
export async function registerClient(t: App, iin: string, person: boolean): Promise<PolicyClient> {
  const r = await callAs(t, '/api/client/get', { resident: true, person, verify: true, insurer: true, iin });
  const [client] = (r.body.data ?? []) as ClientRecord[];
  if (!client) throw new Error(`${iin} is not in the register: ${JSON.stringify(r.body)}`);
  return client;
}

/** The signatory of Дала Логистик: its director on the charter (Устав needs no number or date). */
export const SIGNATORY: Signatory = {
  resident: true,
  iin: '760911300022',
  surname: 'Сулейменов',
  name: 'Бауыржан',
  patronymic: 'Асанович',
  position: 'Директор',
  foundation_type: 'Устав',
  foundation_number: '',
  foundation_date: '',
};

/** The first day a transfer may be paid by is tomorrow (2026-03-03 at makeApp's clock); this is two days on. */
export const PAYMENT_DATE = '2026-03-05';

/**
 * Sale `n` of the office and the warehouse with the parties as the register answers them: the person insurer
 * (also the insured), or the legal entity with its leader, an owner, the signatory and the payment date; the bank
 * (Halyk by default) as the beneficiary.
 */
export async function registerSale(
  t: App,
  n: number,
  o: { insurer?: 'person' | 'entity'; bank?: string } = {},
): Promise<PropertyPolicy> {
  const entity = o.insurer === 'entity';
  const insurer = await registerClient(t, entity ? ENTITY_BIN : PERSON_IIN, !entity);
  const beneficiary = await registerClient(t, o.bank ?? HALYK_BIN, false);
  return propertyPolicyOf(n, {
    insurer,
    insureds: [insurer],
    beneficiary,
    ...(entity
      ? {
          leader: OGPO_CHIEF_SAVED,
          owners: [OGPO_CHIEF_SAVED],
          signatory: SIGNATORY,
          paymentDate: PAYMENT_DATE,
        }
      : { paymentPhone: '+7(701) 555-0199' }),
  });
}

/** The page's calculate of the policy in its sale: checkout-fi charges only a version the server priced. */
export async function calculateProperty(t: App, policy: PropertyPolicy, token = t.tokenFor(3)) {
  const r = await callAs(t, '/api/calculate/financial-institutions', { policy }, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.premium as number;
}

export function checkoutFiBody(policy: PropertyPolicy, way: 'transfer' | 'card' | 'kaspi') {
  return {
    payment: way === 'transfer' ? 0 : 1,
    epay: way === 'card',
    policy,
    paymentPhone: policy.paymentPhone || '+7(701) 555-0199',
  };
}
