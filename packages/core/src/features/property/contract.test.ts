import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { OGPO_CLIENT_RESIDENT } from '../../shared/parties/client/testing/fixtures';
import { DEFAULT_PROGRAM_CONDITION } from './conditions';
import {
  PropertyObjectSchema,
  PropertyPolicySchema,
  type PropertyObjectRecord,
  type PropertyPolicy,
} from './contract';
import { blankPropertyObject, type PropertyObject } from './object';
import { risksRecord } from './risks';

// the modal's object and the contract's are one shape, both ways
const toRecord = (o: PropertyObject): PropertyObjectRecord => o;
const toObject = (o: PropertyObjectRecord): PropertyObject => o;

const policy = (p: Partial<PropertyPolicy> = {}): PropertyPolicy => ({
  number: '01JDSAKTA0000000000000000A',
  product: 'DSI_FI',
  insurer: OGPO_CLIENT_RESIDENT,
  isDrive: true,
  insureds: [OGPO_CLIENT_RESIDENT],
  beneficiary: null,
  leader: null,
  owners: [],
  objects: [toRecord({ ...blankPropertyObject(), year: '2005', cost: 1_000_000, amount: 900_000 })],
  conditions: { is_immovable: true, kind: '', has_losses: false, is_indoors: true },
  programCondition: { ...DEFAULT_PROGRAM_CONDITION, franchise: 1 },
  risks: risksRecord(1),
  treaty: { date: '2026-11-27', term: { unit: 'month', count: 12 }, end: '2027-11-26' },
  signatory: null,
  manager: 3,
  agent: null,
  paymentPhone: '',
  isEpay: false,
  ...p,
});

describe('the property contract (3.2, 3.5)', () => {
  it('a blank object (the modal as it opens) is a valid record', () => {
    expect(toObject(PropertyObjectSchema.parse(blankPropertyObject()))).toEqual(blankPropertyObject());
  });

  it('a policy with the default program condition and its risks parses', () => {
    expect(z.safeParse(PropertyPolicySchema, policy()).success).toBe(true);
  });

  it.each<[string, Partial<PropertyPolicy>]>([
    ['a product of another line', { product: 'OGPO_WEB_EA' as 'DSI_FI' }],
    [
      'a franchise that is no option',
      { programCondition: { ...DEFAULT_PROGRAM_CONDITION, franchise: 4 as 1 } },
    ],
    [
      'an agency reward above 55.56',
      { programCondition: { ...DEFAULT_PROGRAM_CONDITION, franchise: 1, av: 60 } },
    ],
    ['a risk missing', { risks: { ...risksRecord(1), total_loss: undefined as unknown as number } }],
  ])('refuses %s', (_, change) => {
    expect(z.safeParse(PropertyPolicySchema, policy(change)).success).toBe(false);
  });
});
