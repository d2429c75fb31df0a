/**
 * The API client every feature calls through: one `call(endpoint, body, {params, query})` validated against the
 * endpoint's contract both ways, the bearer token and the apc header, and every failure turned into an ApiError
 * (spec part 1 sections 7 and 8). It takes `fetch` as a parameter, so core stays free of browser globals.
 */
import type * as z from 'zod/mini';
import { ApiError } from './errors';
import {
  RejectionSchema,
  SessionFailureSchema,
  rejectionMessages,
  type Endpoint,
  type Schema,
  type SessionStatus,
} from './common';
import { APC_HEADER, loginEndpoint, refreshEndpoint, type LoginRequest } from '../session/contract';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** '' for the same origin, or e.g. 'https://api.example.kz'. */
  baseUrl: string;
  fetch: FetchLike;
  /** The current access token, if any; sent as a bearer token. */
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  /**
   * Told when any call is answered 'Token is Expired' or 'Token is Invalid' (before the error is thrown), so the
   * app's session can end in one place. The client itself shows nothing and redirects nowhere.
   */
  onSessionError?: (status: SessionStatus) => void;
}

export interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function buildPath(
  path: string,
  params: Record<string, string> = {},
  query: CallOptions['query'] = {},
): string {
  const filled = path.replace(/\{(\w+)\}|:(\w+)/g, (_m, a: string | undefined, b: string | undefined) => {
    const key = (a ?? b) as string;
    const value = params[key];
    if (value === undefined) throw new Error(`missing path parameter ${key}`);
    return encodeURIComponent(value);
  });
  const qs = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return qs ? `${filled}?${qs}` : filled;
}

/** Turns a raw answer into data or a typed ApiError; exported for tests and for blob-less custom calls. */
export function interpret<S extends Schema>(schema: S, status: number, body: unknown): z.infer<S> {
  const session = SessionFailureSchema.safeParse(body);
  if (session.success) throw ApiError.session(session.data.status, status);
  const rejection = RejectionSchema.safeParse(body);
  if (rejection.success) throw ApiError.rejected(rejectionMessages(rejection.data), status);
  if (status < 200 || status >= 300) {
    const msg =
      typeof body === 'object' && body && 'message' in body
        ? String((body as { message: unknown }).message)
        : undefined;
    throw ApiError.http(status, msg);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw ApiError.malformed(parsed.error, status);
  return parsed.data;
}

export function createApiClient(opts: ApiClientOptions) {
  const base = opts.baseUrl.replace(/\/+$/, '');

  async function send(
    ep: Endpoint<Schema | undefined, Schema>,
    input: unknown,
    options: CallOptions,
    accept: string,
  ): Promise<Response> {
    const token = await opts.getToken();
    const headers: Record<string, string> = { Accept: accept, ...options.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: string | FormData | undefined;
    // a multipart upload: the browser writes the Content-Type with its boundary
    if (input instanceof FormData) body = input;
    else if (ep.body !== undefined && input !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(input);
    }
    try {
      return await opts.fetch(base + buildPath(ep.path, options.params, options.query), {
        method: ep.method,
        headers,
        body,
        signal: options.signal,
      });
    } catch (cause) {
      throw ApiError.network(cause);
    }
  }

  async function answer<Res extends Schema>(res: Response, schema: Res): Promise<z.infer<Res>> {
    let json: unknown;
    try {
      const text = await res.text();
      json = text === '' ? undefined : JSON.parse(text);
    } catch (cause) {
      // A failing status with a non-JSON page (a proxy's 502 HTML) is a server error, not a malformed answer.
      if (res.status < 200 || res.status >= 300) throw ApiError.http(res.status);
      throw ApiError.malformed(cause, res.status);
    }
    try {
      return interpret(schema, res.status, json);
    } catch (e) {
      if (e instanceof ApiError && e.kind === 'session') opts.onSessionError?.(e.errors[0] as SessionStatus);
      throw e;
    }
  }

  async function call<Req extends Schema | undefined, Res extends Schema>(
    ep: Endpoint<Req, Res>,
    input: Req extends Schema ? z.input<Req> : undefined,
    options: CallOptions = {},
  ): Promise<z.infer<Res>> {
    const res = await send(ep, input, options, 'application/json');
    return answer(res, ep.response);
  }

  /**
   * A call whose successful answer is a file (the agreements' xlsx export): the file as a Blob; a failure is read
   * as JSON and turned into the same ApiError as any call's.
   */
  async function download<Req extends Schema | undefined, Res extends Schema>(
    ep: Endpoint<Req, Res>,
    input: Req extends Schema ? z.input<Req> : undefined,
    options: CallOptions = {},
  ): Promise<Blob> {
    const res = await send(ep, input, options, '*/*');
    const type = res.headers.get('Content-Type') ?? '';
    if (res.ok && !type.includes('application/json')) return res.blob();
    await answer(res, ep.response);
    throw ApiError.malformed(undefined, res.status);
  }

  /**
   * A call whose successful answer is a file or a JSON answer of its own (the policy export: policy.csv, or
   * {message} when nothing matches): the file as a Blob, or the JSON answer checked against the declaration.
   */
  async function fileOrAnswer<Req extends Schema | undefined, Res extends Schema>(
    ep: Endpoint<Req, Res>,
    input: Req extends Schema ? z.input<Req> : undefined,
    options: CallOptions = {},
  ): Promise<{ file: Blob } | { answer: z.infer<Res> }> {
    const res = await send(ep, input, options, '*/*');
    const type = res.headers.get('Content-Type') ?? '';
    if (res.ok && !type.includes('application/json')) return { file: await res.blob() };
    return { answer: await answer(res, ep.response) };
  }

  /**
   * A multipart call (the document uploads of spec part 2 section 7.1): the form's text fields and files as they
   * are; the answer is read and checked like any call's.
   */
  async function upload<Req extends Schema | undefined, Res extends Schema>(
    ep: Endpoint<Req, Res>,
    form: FormData,
    options: CallOptions = {},
  ): Promise<z.infer<Res>> {
    const res = await send(ep, form, options, 'application/json');
    return answer(res, ep.response);
  }

  return {
    call,
    download,
    fileOrAnswer,
    upload,
    login: (req: LoginRequest) => call(loginEndpoint, req),
    refresh: (apc: string | null | undefined) =>
      call(refreshEndpoint, undefined, { headers: apc ? { [APC_HEADER]: apc } : {} }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
