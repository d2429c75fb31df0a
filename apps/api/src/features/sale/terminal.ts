import { ruOgpo, verifyTerminalEndpoint } from '@sakta/core/ogpo';
import type { Db } from '../../platform/db';
import { route } from '../../platform/endpoint';

/**
 * POST /api/verify/terminal {c_id} -> {result, message} (spec part 2 sections 7.2, 8): before a sale is verified, the
 * caller's own terminal (their 1C id) must be set up, whatever the product.
 */

export const terminalRu = {
  terminalOther: 'Можно проверить только свой терминал.',
} as const;

export function verifyTerminal(
  db: Db,
  user: { id: number },
  cId: string,
): { result: boolean; message?: string } {
  const row = db.prepare('SELECT c_id, has_terminal FROM users WHERE id = ?').get(user.id) as
    { c_id: string | null; has_terminal: 0 | 1 } | undefined;
  if (!row || row.c_id !== cId) return { result: false, message: terminalRu.terminalOther };
  return row.has_terminal === 1 ? { result: true } : { result: false, message: ruOgpo.noTerminal };
}

export const verifyTerminalRoute = route(verifyTerminalEndpoint, async (c, req) =>
  c.json(verifyTerminal(c.var.db, c.var.auth.user, (await req.body()).c_id)),
);
