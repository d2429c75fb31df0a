/**
 * ApiError, the one error type of every call, and errorText, the message a view shows for any failure (the
 * spec's error catalogue, part 1 section 8).
 */
import { fmt, ru } from '../i18n/ru';

export type ApiErrorKind = 'network' | 'malformed' | 'rejected' | 'session' | 'http';

/**
 * The header of a refused code request whose previous code is still waiting to be typed ('Код уже отправлен…',
 * 429 with Retry-After): the code step opens its field instead of an error, the resend locked for Retry-After.
 */
export const CODE_SENT_HEADER = 'X-Code-Sent';

/**
 * The one error type every API call throws. The client shows nothing and redirects nowhere: the app decides
 * (a 'session' error clears storage and returns to /login; the others become notifications).
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** Server messages, as the spec's `errors[]` (or a single `message`). */
  readonly errors: string[];
  readonly status: number | undefined;
  /** Seconds the server asked to wait (Retry-After of a 429), when it said. */
  retryAfter: number | undefined;
  /** The refused code request's previous code is still live (CODE_SENT_HEADER). */
  codeSent = false;

  constructor(
    kind: ApiErrorKind,
    message: string,
    opts: { errors?: string[]; status?: number; cause?: unknown } = {},
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.errors = opts.errors ?? [message];
    this.status = opts.status;
    this.retryAfter = undefined;
  }

  static network(cause: unknown) {
    return new ApiError('network', ru.errors.network, { cause });
  }
  static malformed(cause?: unknown, status?: number) {
    return new ApiError('malformed', ru.errors.malformed, { cause, status });
  }
  static session(status: string, httpStatus?: number) {
    return new ApiError('session', ru.errors.session, { errors: [status], status: httpStatus });
  }
  static rejected(errors: string[], status?: number) {
    const list = errors.length ? errors : [ru.notify.error];
    return new ApiError('rejected', list.join(', '), { errors: list, status });
  }
  static http(status: number, message?: string) {
    return new ApiError('http', message || fmt(ru.errors.http, { status }), { status });
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

export function isSessionError(e: unknown): boolean {
  return isApiError(e) && e.kind === 'session';
}

/**
 * The message a screen shows for a failed call: the server's messages joined (spec: ', ' for login and reset,
 * '. ' for the consent pages), or the network message for anything that is not an ApiError (a raw fetch
 * failure; never an English exception text).
 */
export function errorText(e: unknown, separator = ', '): string {
  if (isApiError(e)) return e.errors.join(separator) || e.message;
  return ru.errors.network;
}
