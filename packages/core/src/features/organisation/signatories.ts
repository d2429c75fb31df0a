import * as z from 'zod/mini';
import { endpoint } from '../../shared/api/common';
import { TEXT_MAX, textField } from '../../shared/api/limits';

/**
 * Signatories (spec part 1 sections 2 "Signatory table", 3 "Signatory", 4 "Signatory", 7 list/signatories,
 * change-signatory): status 1 active, 2 blocked, 0 deleted. Active can be blocked; blocked can be activated or
 * deleted (with a confirmation).
 */
export const SIGNATORY_STATUS = { deleted: 0, active: 1, blocked: 2 } as const;
export type SignatoryStatus = 0 | 1 | 2;

export const SignatoryRowSchema = z.object({
  id: z.number().check(z.int()),
  iin: textField(TEXT_MAX.code),
  title: textField(TEXT_MAX.title),
  status: z.union([z.literal(1), z.literal(2)]),
});
export type SignatoryRow = z.infer<typeof SignatoryRowSchema>;

export const signatoriesListEndpoint = endpoint({
  method: 'GET',
  path: '/api/branches/list/signatories',
  access: ['sale', 'moderator', 'accountant'],
  body: undefined,
  response: z.object({ result: z.literal(true), data: z.array(SignatoryRowSchema) }),
});

export const changeSignatoryEndpoint = endpoint({
  method: 'POST',
  path: '/api/branches/change-signatory',
  access: ['moderator'],
  body: z.object({
    id: z.number().check(z.int()),
    status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  }),
  response: z.object({ result: z.literal(true) }),
});

/** The status a signatory may move to from `status` (spec section 4). */
export function signatoryTransitions(status: 1 | 2): SignatoryStatus[] {
  return status === 1 ? [2] : [1, 0];
}
