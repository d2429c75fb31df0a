import * as z from 'zod/mini';
import { ULID_FIELD } from '../api/fields';
import { TEXT_MAX } from '../api/limits';
import { draftEndpointsFor } from './contract';

/**
 * What the kernel reads of any product's policy: its number (the sale's ulid, the draft's id), its product code, and
 * the rest as the product's schema says (the server reads a draft back through its product's schema).
 */
export const SalePolicySchema = z.looseObject({
  number: ULID_FIELD,
  product: z.string().check(z.minLength(1), z.maxLength(TEXT_MAX.code)),
});

/**
 * The drafts' calls for any product's policy, as the server takes them: it picks the product by the policy's code
 * and reads the policy by that product's schema. A page reads its drafts through its own schema (draftEndpointsFor).
 */
export const saleDrafts = draftEndpointsFor(SalePolicySchema);
