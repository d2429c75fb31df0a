import type { Context, MiddlewareHandler } from 'hono';
import { ru } from '@sakta/core';
import { rejection, type AppEnv } from './http';

/**
 * Request bodies: a size limit per endpoint, and a connection left clean after every answer.
 *
 * A body over the limit is refused with 413 and never parsed. The client may still be sending it, though: on a
 * kept-alive connection its bytes would stand before the next request, and a socket closed with unread bytes is
 * reset, so the client loses the answer it has not read yet. So before an answer goes out, whatever part of the
 * body nobody read (a refused body, or one a refusal such as 401 came before) is read and thrown away, up to
 * DISCARD_MAX_BYTES and DISCARD_MAX_MS; the connection then carries the next request. A body beyond those bounds
 * (declared or sent) is not waited for: the answer says `Connection: close` and the server closes the socket.
 * A request made in process (app.request, the tests) has no connection to keep clean: nothing is discarded.
 */

/** Most bytes of an unread body read and thrown away so the connection can carry the next request. */
export const DISCARD_MAX_BYTES = 16 * 1024 * 1024;
/** Longest wait for the rest of an unread body (a client that stops sending is not waited for). */
export const DISCARD_MAX_MS = 10_000;

export interface DiscardLimits {
  maxBytes: number;
  maxMs: number;
}

const DISCARD: DiscardLimits = { maxBytes: DISCARD_MAX_BYTES, maxMs: DISCARD_MAX_MS };

/** Reads a body to its end and throws it away; false when it did not end within the limits. */
export async function discardBody(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  limits: DiscardLimits = DISCARD,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), limits.maxMs);
  });
  let bytes = 0;
  try {
    for (;;) {
      const chunk = await Promise.race([reader.read(), late]);
      if (chunk === 'late') return false;
      if (chunk.done) return true;
      bytes += chunk.value.byteLength;
      if (bytes > limits.maxBytes) return false;
    }
  } catch {
    // The client went away mid-body: nothing more to read.
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The declared Content-Length of a request without Transfer-Encoding; null when the length is not declared. */
function declaredLength(request: Request): number | null {
  if (request.headers.has('transfer-encoding')) return null;
  const raw = request.headers.get('content-length');
  return raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** Whether the request came over a connection (@hono/node-server hands the app the socket's request as env). */
function overConnection(c: Context<AppEnv>): boolean {
  const env: unknown = c.env;
  return typeof env === 'object' && env !== null && 'incoming' in env;
}

const tooLarge = (c: Context<AppEnv>) => rejection(c, 413, [ru.errors.badRequest]);

/**
 * Refuses a body over `maxSize` bytes with 413 `{result: false, errors: ['Некорректный запрос.']}`: at once when
 * its declared length is over; a body of undeclared length (chunked) is counted as it arrives and, once over, the
 * rest of it is thrown away before the answer. A body within the limit reaches the handler unchanged.
 */
export function limitBody(maxSize: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const request = c.req.raw;
    if (!request.body) return next();
    const declared = declaredLength(request);
    if (declared !== null) return declared > maxSize ? tooLarge(c) : next();
    const reader = request.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) {
        if (overConnection(c) && !(await discardBody(reader))) c.header('Connection', 'close');
        return tooLarge(c);
      }
      chunks.push(value);
    }
    c.req.raw = new Request(request, { body: Buffer.concat(chunks, size) });
    return next();
  };
}

/**
 * After the answer is made, reads and throws away the part of the request body nobody read (see above), so the
 * answer reaches the client and the connection stays usable; beyond the bounds the answer closes the connection.
 */
export const settleBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || !overConnection(c)) return;
  const request = c.req.raw;
  const body = request.body;
  if (!body || request.bodyUsed || body.locked) return;
  const declared = declaredLength(request);
  const ended = (declared === null || declared <= DISCARD_MAX_BYTES) && (await discardBody(body.getReader()));
  if (!ended) c.header('Connection', 'close');
};
