import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { formatAlmaty } from '../almaty';

/**
 * The simulated 1C (the insurer's accounting system): a paid policy is 'in processing' (status 7) until 1C gives
 * it its global number, `oneCDelaySeconds` after the payment (SAKTA_1C_DELAY_SECONDS); then it is issued
 * (status 1). A rewrite's old policy is then sent for cancellation (status 8). Run by the server every second and
 * before every answer that shows a policy's status (check-payment, the documents), so a fake clock drives it in
 * tests.
 */

/**
 * '26-OGPO-500123': the year of the payment, the product (OGPO; a financial institution's product by the first part
 * of its code: '26-DSI-500124' for DSI_FI), 500000 + the register's id.
 */
export function globalNumber(id: number, paidAt: number, productCode: string): string {
  const product = productCode === 'OGPO_WEB_EA' ? 'OGPO' : (productCode.split('_')[0] ?? productCode);
  return `${formatAlmaty(paidAt).slice(2, 4)}-${product}-${500_000 + id}`;
}

/** Issues the policies whose delay has passed. Returns how many. */
export function runOneC(db: Db, config: Pick<Config, 'now' | 'oneCDelaySeconds' | 'log'>): number {
  const now = config.now();
  const due = db
    .prepare(
      'SELECT id, paid_at, replaces_id, product_code FROM policies WHERE status = 7 AND paid_at <= ? ORDER BY id',
    )
    .all(now - config.oneCDelaySeconds * 1000) as {
    id: number;
    paid_at: number;
    product_code: string;
    replaces_id: number | null;
  }[];
  const issue = db.prepare(
    'UPDATE policies SET status = 1, global_id = ?, updated_at = ? WHERE id = ? AND status = 7',
  );
  const cancel = db.prepare('UPDATE policies SET status = 8, updated_at = ? WHERE id = ? AND status = 1');
  db.transaction(() => {
    for (const p of due) {
      const global = globalNumber(p.id, p.paid_at, p.product_code);
      issue.run(global, now, p.id);
      if (p.replaces_id !== null) cancel.run(now, p.replaces_id);
      config.log(`[1c] policy ${p.id}: global number ${global}`);
    }
  })();
  return due.length;
}
