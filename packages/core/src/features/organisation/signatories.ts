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

/**
 * Signatory search (spec section 5: phone of 16 characters `+7(###) ###-####`, IIN masked to 15 characters with
 * spaces `### ### ### ###`; section 8: the server's message shown). Either field is enough.
 */
export const SIGNATORY_PHONE_LENGTH = 16;
export const SIGNATORY_IIN_MASKED_LENGTH = 15;

export const isSignatoryPhoneComplete = (phone: string) => phone.length === SIGNATORY_PHONE_LENGTH;
export const isSignatoryIinComplete = (iin: string) => iin.length === SIGNATORY_IIN_MASKED_LENGTH;
export const canSearchSignatory = (q: { phone: string; iin: string }) =>
  isSignatoryPhoneComplete(q.phone) || isSignatoryIinComplete(q.iin);

/** What is sent: the IIN's digits and the masked phone, each only when complete ('' otherwise). */
export const signatorySearchBody = (q: { phone: string; iin: string }) => ({
  iin: isSignatoryIinComplete(q.iin) ? q.iin.replace(/\D/g, '') : '',
  phone: isSignatoryPhoneComplete(q.phone) ? q.phone : '',
});

export const FoundSignatorySchema = z.object({
  title: textField(TEXT_MAX.title),
  iin: textField(TEXT_MAX.code),
});
export type FoundSignatory = z.infer<typeof FoundSignatorySchema>;

/**
 * POST /api/branches/search-signatory {iin, phone} -> {result, data: {title, iin}}: an employee to sign, one the
 * caller's employee list shows.
 */
export const searchSignatoryEndpoint = endpoint({
  method: 'POST',
  path: '/api/branches/search-signatory',
  access: ['moderator'],
  owns: 'employee',
  body: z.object({
    iin: z.string().check(z.regex(/^(\d{12})?$/, 'ИИН: 12 цифр')),
    phone: z.string().check(z.regex(/^(\+7\(\d{3}\) \d{3}-\d{4})?$/, 'Телефон: +7(###) ###-####')),
  }),
  response: z.object({ result: z.literal(true), data: FoundSignatorySchema }),
});

/**
 * POST /api/branches/add-signatory {iin} -> {result, message}: the found employee (one the caller's employee list
 * shows) becomes an active signatory. The spec shows the search but no call that adds; this is the sandbox's
 * completion of that flow.
 */
export const addSignatoryEndpoint = endpoint({
  method: 'POST',
  path: '/api/branches/add-signatory',
  access: ['moderator'],
  owns: 'employee',
  body: z.object({ iin: z.string().check(z.regex(/^\d{12}$/, 'ИИН: 12 цифр')) }),
  response: z.object({ result: z.literal(true), message: z.string() }),
});
