import { ruSale } from '@sakta/core/sale';
import { treatyRefusal } from '@sakta/core/sale/authority';
import type { PolicyClient } from '@sakta/core/sale';
import { Rejected, type AppContext } from '../platform/http';
import { verifyRegisterClient, type ClientQuery, type VerifyContext } from './client-verification';
import { showSaleData, stepSale } from './sale-ledger';
import type { SalePolicy, SaleProduct } from './sale-products';

/**
 * What the server checks itself before a sale is priced (calculate) or checked out, whatever calls came before (spec
 * part 2 sections 4.1, 4.4, 5.6, 6, 7.2): the data the call shows (a change makes a new version of the sale), the
 * seller's terminal (every role but the administrator), the treaty (tomorrow at the earliest, the product's term
 * unless the administrator chose another, the term's last day), and every party and vehicle verified on the state
 * register as the page's verify calls do: a party the register does not know, or with an expired document, stops
 * the sale; a flagged one gets its compliance record, whose decision the price then waits for (409).
 */

export const saleChecksRu = {
  noTerminal: 'У вас не настроен терминал.',
} as const;

/** A party as the page's verify calls ask the register about it (`withCard`: OGPO's also send birthday and flag). */
export function partyQuery(ulid: string, p: PolicyClient, withCard: boolean): ClientQuery {
  return {
    ulid,
    resident: p.filter.resident,
    iin: (p.client.iin ?? '').trim(),
    surname: p.client.surname ?? '',
    name: p.client.name ?? '',
    ...(withCard && p.client.birthday ? { birthday: p.client.birthday } : {}),
    ...(withCard ? { politician: p.client.politician === true } : {}),
  };
}

/** The register's failures of the parties (unknown, an expired document), in the parties' order. */
export function partyFailures(ctx: VerifyContext, queries: readonly ClientQuery[]): string[] {
  return queries.flatMap((q) => {
    const answer = verifyRegisterClient(ctx, q);
    return answer.success ? [] : [answer.message ?? ruSale.verifyFailed];
  });
}

const hasTerminal = (c: AppContext): boolean => {
  const row = c.var.db.prepare('SELECT has_terminal FROM users WHERE id = ?').get(c.var.auth.user.id) as
    { has_terminal: 0 | 1 } | undefined;
  return row?.has_terminal === 1;
};

/**
 * The checks above, in the calling endpoint's failure shape. Returns nothing: a sale that passes may be priced (the
 * product's premium then refuses a compliance record undecided or refused).
 */
export function checkSale(
  c: AppContext,
  product: SaleProduct,
  policy: SalePolicy,
  shape: 'errors' | 'message',
): void {
  const { db, config, auth } = c.var;
  const now = config.now();
  const refuse = (status: 403 | 409 | 422, messages: string[]) => new Rejected(status, messages, shape);
  showSaleData({ db, now }, policy.number, policy);
  if (auth.user.role !== 0 && !hasTerminal(c)) throw refuse(403, [saleChecksRu.noTerminal]);
  const treaty = treatyRefusal(policy.treaty, product.term(policy), { role: auth.user.role, now });
  if (treaty) throw refuse(treaty.status === 409 ? 409 : 422, [treaty.message]);
  const failures = product.verify({ db, config, userId: auth.user.id }, policy);
  if (failures.length > 0) throw refuse(422, failures);
}

/**
 * The sale priced by the server: the checks, the product's price, and the calculation kept for this version. A price
 * without a premium (casco: a vehicle the tariff refuses) is the product's own failure answer and keeps nothing.
 */
export function calculatedSale<T extends { premium: number | null }>(
  c: AppContext,
  product: SaleProduct,
  policy: SalePolicy,
  price: () => T,
): T {
  checkSale(c, product, policy, 'errors');
  const priced = price();
  if (priced.premium === null) return priced;
  const ctx = { db: c.var.db, now: c.var.config.now() };
  stepSale(ctx, policy.number, { type: 'calculate', premium: priced.premium }, 'errors');
  return priced;
}
