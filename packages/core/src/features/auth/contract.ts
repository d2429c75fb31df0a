import * as z from 'zod/mini';
import { endpoint, type Schema } from '../../shared/api/common';
import { CODE_FIELD, CodeSentSchema, IIN_FIELD, ResultTrueSchema } from '../../shared/api/fields';

/**
 * Password reset (spec part 1: section 7 reset-password, check-code, set-password). Failures are the common
 * `{result: false, errors[] | message}` answer (RejectionSchema), which the client throws as ApiError.rejected.
 */

/** A public POST of the reset: `body` -> `response`. */
const publicPost = <Req extends Schema, Res extends Schema>(path: string, body: Req, response: Res) =>
  endpoint({ method: 'POST', path, access: 'public', body, response });

/** POST /api/reset-password {iin} -> {result, sendPhone}: a code is sent by SMS to the user's phone. */
export const ResetPasswordRequestSchema = z.object({ iin: IIN_FIELD });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const resetPasswordEndpoint = publicPost(
  '/api/reset-password',
  ResetPasswordRequestSchema,
  CodeSentSchema,
);

/** POST /api/check-code {iin, code, type: 0} -> {result, message}. type 0 is the password reset code. */
export const CheckCodeRequestSchema = z.object({ iin: IIN_FIELD, code: CODE_FIELD, type: z.literal(0) });
export type CheckCodeRequest = z.infer<typeof CheckCodeRequestSchema>;

export const checkCodeEndpoint = publicPost('/api/check-code', CheckCodeRequestSchema, ResultTrueSchema);

/** POST /api/set-password {form: {iin, code, password, confirm}} -> {result, message}. */
export const SetPasswordRequestSchema = z.object({
  form: z.object({
    iin: IIN_FIELD,
    code: CODE_FIELD,
    password: z.string().check(z.maxLength(256)),
    confirm: z.string().check(z.maxLength(256)),
  }),
});
export type SetPasswordRequest = z.infer<typeof SetPasswordRequestSchema>;

export const setPasswordEndpoint = publicPost(
  '/api/set-password',
  SetPasswordRequestSchema,
  ResultTrueSchema,
);
