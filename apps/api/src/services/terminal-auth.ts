import type { Config } from '../platform/config';

/**
 * Authorizes a cash terminal with the card provider (the sandbox provider's POST /terminal/authorize, server to
 * server): the check of the terminal modal ('Авторизация прошла успешно' / 'Ошибка').
 */
export type TerminalAuthorization = { ok: true } | { ok: false; message: string } | { ok: 'unavailable' };

export async function authorizeTerminal(
  config: Pick<Config, 'fetch' | 'epayOrigin'>,
  credentials: { terminal: string; login: string; password: string },
): Promise<TerminalAuthorization> {
  let res: Response;
  try {
    res = await config.fetch(`${config.epayOrigin}/terminal/authorize`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(credentials),
      signal: AbortSignal.timeout(8000),
    });
  } catch {
    return { ok: 'unavailable' };
  }
  const body = (await res.json().catch(() => null)) as { authorized?: unknown; message?: unknown } | null;
  if (res.ok && body?.authorized === true) return { ok: true };
  if (res.status === 401 && typeof body?.message === 'string') return { ok: false, message: body.message };
  return { ok: 'unavailable' };
}
