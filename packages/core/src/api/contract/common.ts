import { z } from 'zod';

export const SESSION_STATUSES = ['Token is Expired', 'Token is Invalid'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** The spec's failure shape: `result: false` with `errors[]` (some calls give `message` or `error` instead). */
export const RejectionSchema = z.object({
  result: z.literal(false),
  errors: z.array(z.string()).optional(),
  message: z.string().optional(),
  error: z.string().optional(),
});
export type Rejection = z.infer<typeof RejectionSchema>;

/** The answer of a call made with an expired or forged token. */
export const SessionFailureSchema = z.object({ status: z.enum(SESSION_STATUSES) });

export interface Endpoint<Req extends z.ZodType | undefined, Res extends z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body: Req;
  response: Res;
}

export function endpoint<Req extends z.ZodType | undefined, Res extends z.ZodType>(
  e: Endpoint<Req, Res>,
): Endpoint<Req, Res> {
  return e;
}

export function rejectionMessages(r: Rejection): string[] {
  if (r.errors?.length) return r.errors;
  const single = r.message ?? r.error;
  return single ? [single] : [];
}
