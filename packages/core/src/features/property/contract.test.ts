import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DEFAULT_PROGRAM_CONDITION } from './conditions';
import {
  PropertyObjectSchema,
  PropertyPolicySchema,
  type PropertyObjectRecord,
  type PropertyPolicy,
} from './contract';
import { blankPropertyObject, type PropertyObject } from './object';
import { risksRecord } from './risks';
import { propertyPolicy } from './testing/fixtures';

// the modal's object and the contract's are one shape, both ways
const toRecord = (o: PropertyObject): PropertyObjectRecord => o;
const toObject = (o: PropertyObjectRecord): PropertyObject => o;

const policy = propertyPolicy;

describe('the property contract (3.2, 3.5)', () => {
  it('a blank object (the modal as it opens) is a valid record', () => {
    expect(toObject(PropertyObjectSchema.parse(toRecord(blankPropertyObject())))).toEqual(
      blankPropertyObject(),
    );
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
