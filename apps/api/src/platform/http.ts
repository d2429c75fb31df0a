import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as z from 'zod/mini';
import { fmt, type SessionStatus } from '@sakta/core';
import type { Config } from './config';
import type { Db } from './db';
import { FIELD_LABELS, apiRu } from './messages';
import type { SessionUserRow } from './users';
import type { TokenPayload } from './token';

/**
 * What every handler shares: the context variables (db, config, caller), the spec's failure answers thrown as
 * Rejected or SessionFailure and answered by app.ts, and parsing bodies and queries with core's zod schemas into
 * Russian messages.
 */

export interface AuthContext {
  user: SessionUserRow;
  token: TokenPayload;
}

export interface AppEnv {
  Variables: {
    db: Db;
    config: Config;
    /** Set by requireGroups on protected endpoints. */
    auth: AuthContext;
  };
}

export type AppContext = Context<AppEnv>;

/**
 * The spec's failure answer: `{result: false, errors: [...]}` with an HTTP status. Thrown, answered by onError.
 * Calls whose failures the spec gives as `{result, message}` (check-code, set-password, accept, get-to-epay) use
 * the 'message' shape: `{result: false, message}` with the messages joined by '. '.
 */
export class Rejected extends Error {
  override name = 'Rejected';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errors: string[],
    readonly shape: 'errors' | 'message' = 'errors',
  ) {
    super(errors.join(', '));
  }
}

/** `{result: false, message}` with an HTTP status. */
export function refused(status: ContentfulStatusCode, message: string): Rejected {
  return new Rejected(status, [message], 'message');
}

/** `{status: 'Token is Expired' | 'Token is Invalid'}` with HTTP 401: the client clears the session. */
export class SessionFailure extends Error {
  override name = 'SessionFailure';
  constructor(readonly status: SessionStatus) {
    super(status);
  }
}

function fieldName(path: readonly PropertyKey[] | undefined): string {
  const key = (path ?? []).map(String).join('.');
  return FIELD_LABELS[key] ?? FIELD_LABELS[String(path?.at(-1) ?? '')] ?? key;
}

function typeName(expected: unknown): string {
  return apiRu.types[String(expected)] ?? String(expected);
}

/**
 * Russian messages for zod issues that carry no message of their own (core's schemas name theirs, e.g.
 * 'ИИН должен содержать 12 цифр'; those are kept as they are). Passed per parse, so nothing global changes.
 */
export const russianErrorMap = (iss: z.core.$ZodRawIssue): string | undefined => {
  const field = fieldName(iss.path);
  const atRoot = (iss.path ?? []).length === 0;
  switch (iss.code) {
    case 'invalid_type':
      if (atRoot) return apiRu.notObject;
      if (iss.input === undefined) return fmt(apiRu.required, { field });
      return fmt(apiRu.mustBe, { field, type: typeName(iss.expected) });
    case 'too_small':
      if (iss.origin === 'string') return fmt(apiRu.tooShort, { field, n: String(iss.minimum) });
      return fmt(apiRu.tooSmall, { field, n: String(iss.minimum) });
    case 'too_big':
      if (iss.origin === 'string') return fmt(apiRu.tooLong, { field, n: String(iss.maximum) });
      return fmt(apiRu.tooBig, { field, n: String(iss.maximum) });
    case 'invalid_format':
      return fmt(apiRu.badFormat, { field });
    case 'invalid_value':
      return fmt(apiRu.badValue, { field });
    case 'unrecognized_keys':
      return fmt(apiRu.unknownFields, { fields: iss.keys.join(', ') });
    default:
      return fmt(apiRu.invalid, { field });
  }
};

/** The distinct messages of a failed parse, in order. */
export function issueMessages(error: z.core.$ZodError): string[] {
  return [...new Set(error.issues.map((i) => i.message))];
}

/**
 * Parses the JSON body with a zod schema (core's request schemas). Not JSON, or not matching the schema:
 * throws Rejected(400) with clear Russian messages.
 */
export async function parseBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S>> {
  let json: unknown;
  try {
    const text = await c.req.text();
    json = JSON.parse(text);
  } catch {
    throw new Rejected(400, [apiRu.notJson]);
  }
  return parseValue(schema, json);
}

/**
 * Parses the query string with a zod schema (first value of each name). Not matching: Rejected(400) with the
 * same Russian messages as parseBody.
 */
export function parseQuery<S extends z.ZodMiniType>(c: Context, schema: S): z.output<S> {
  return parseValue(schema, c.req.query());
}

/** A value read with a schema (a body part only its product's schema knows): Rejected(400) with Russian messages. */
export function parseValue<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value, { error: russianErrorMap });
  if (!parsed.success) throw new Rejected(400, issueMessages(parsed.error));
  return parsed.data;
}

export function rejection(
  c: Context,
  status: ContentfulStatusCode,
  errors: string[],
  shape: 'errors' | 'message' = 'errors',
) {
  if (shape === 'message') return c.json({ result: false as const, message: errors.join('. ') }, status);
  return c.json({ result: false as const, errors }, status);
}

/**
 * The client's address as the socket sees it ('::ffff:' prefix removed), for get-ip and per-address limits.
 * Behind a reverse proxy that is the proxy. In-process requests (app.request in tests) have no socket: 127.0.0.1.
 */
export function clientAddress(c: Context): string {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    // No socket.
  }
  if (!address) return '127.0.0.1';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}
