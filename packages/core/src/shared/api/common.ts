import * as z from 'zod/mini';
import type { RoleGroup } from '../roles';
import type { OwnedKind } from '../ownership';

/** Every schema of the contract is a zod/mini schema (a fraction of classic zod's size in the bundle). */
export type Schema = z.ZodMiniType;

export const SESSION_STATUSES = ['Token is Expired', 'Token is Invalid'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** The spec's failure shape: `result: false` with `errors[]` (some calls give `message` or `error` instead). */
export const RejectionSchema = z.object({
  result: z.literal(false),
  errors: z.optional(z.array(z.string())),
  message: z.optional(z.string()),
  error: z.optional(z.string()),
});
export type Rejection = z.infer<typeof RejectionSchema>;

/** The answer of a call made with an expired or forged token. */
export const SessionFailureSchema = z.object({ status: z.enum(SESSION_STATUSES) });

/** Who may call an endpoint: anyone ('public'), or users whose role is in one of the groups (ROLE_GROUPS). */
export type EndpointAccess = 'public' | readonly RoleGroup[];

/**
 * One call of the API, declared once: the web client calls it and the api registers its route from it (method,
 * path with `{param}` placeholders, access groups, body schema), so its path is written nowhere else.
 */
export interface Endpoint<Req extends Schema | undefined, Res extends Schema> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  access: EndpointAccess;
  /**
   * The object the call reaches, when it names one (a sale's ulid, a document's id, a policy, an employee): the
   * server checks `mayAccess` (shared/ownership.ts) for it, and the api's access test walks every such endpoint
   * with another user's object.
   */
  owns?: OwnedKind;
  body: Req;
  response: Res;
}

export function endpoint<Req extends Schema | undefined, Res extends Schema>(
  e: Endpoint<Req, Res>,
): Endpoint<Req, Res> {
  return e;
}

export function rejectionMessages(r: Rejection): string[] {
  if (r.errors?.length) return r.errors;
  const single = r.message ?? r.error;
  return single ? [single] : [];
}

/** A paginated list (history, policies, AVR...): `{data, meta}` with 1-based pages. */
export const PageMetaSchema = z.object({
  current_page: z.number().check(z.int(), z.gte(1)),
  last_page: z.number().check(z.int(), z.gte(1)),
  per_page: z.number().check(z.int(), z.gte(1)),
  total: z.number().check(z.int(), z.gte(0)),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

export function pageOf<T extends Schema>(item: T) {
  return z.object({ data: z.array(item), meta: PageMetaSchema });
}
export interface Page<T> {
  data: T[];
  meta: PageMeta;
  /** What a list's answer carries beside its page (the policy list's 1C matches), for the screen to read. */
  extra?: unknown;
}

/**
 * A whole list as the one page of a paged list (the lists the spec does not paginate: terminals, signatories),
 * so the shared paged-list machine loads, fails, retries and reloads them too.
 */
export function singlePage<T>(data: T[]): Page<T> {
  return {
    data,
    meta: { current_page: 1, last_page: 1, per_page: Math.max(1, data.length), total: data.length },
  };
}
