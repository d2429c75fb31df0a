import {
  OgpoPolicySchema,
  fmt,
  phoneDigits,
  ulid,
  type PolicyGetAnswer,
  type PolicyGetRequest,
} from '@sakta/core';
import { almatyDate } from '../../services/almaty';
import type { Db } from '../../platform/db';
import { addFailure, secondsLocked, type FailureLimit } from '../../platform/failures';
import type { AppContext } from '../../platform/http';
import { runOneC } from '../../services/policy-register/one-c';
import type { RegisterPolicy } from '../../services/policy-register/repo';
import { ensureSale } from '../../services/sales';

/**
 * POST /api/contracts/ogpo/policy-get (spec part 2 sections 2.1, 7.2, 8): the issued policy to rewrite. The page
 * opens /ogpo?global=…&isRewrite=true; an error without `iin` sends it to not-found, an error with `iin` shows the
 * error with a phone prompt (the insurer's payment phone confirms the rewrite). A policy sold here (it keeps the
 * sale's policy) that is issued, not terminated and not expired can be rewritten; the answer is that policy with a
 * fresh number, its global number, `isRewrite` and a start not before tomorrow (the end stays).
 *
 * The answer grants the rewrite (migration 015): the fresh number is a sale of the caller's, and checkout deducts
 * the old policy's premium only in that sale, for that caller, for the old policy's insurer (rewriteGrant).
 */

export const rewriteRu = {
  notRewrite: 'Переоформление не запрошено',
  notFound: 'Договор {global} не найден',
  notRewritable: 'Договор {global} не может быть переоформлен',
  phone: 'Введите телефон страхователя, указанный при оформлении договора {global}',
  wrongPhone: 'Телефон не совпадает с телефоном страхователя по договору {global}',
  phoneLocked:
    'Слишком много неверных номеров телефона по договору {global}. Повторите попытку через {minutes} мин.',
} as const;

/**
 * Wrong phones given for one issued policy, whoever gives them: after five within an hour the prompt refuses even the
 * right one until the hour has passed, so the insurer's phone cannot be found by trying numbers.
 */
export const PHONE_GUESS_LIMIT: FailureLimit = { scope: 'rewrite-phone', max: 5, windowSeconds: 60 * 60 };

function find(db: Db, global: string, isGlobal: boolean): RegisterPolicy | undefined {
  const sql = isGlobal
    ? 'SELECT * FROM policies WHERE global_id = @n'
    : 'SELECT * FROM policies WHERE global_id = @n OR number = @n COLLATE NOCASE';
  return db.prepare(sql).get({ n: global.trim() }) as RegisterPolicy | undefined;
}

/** The answer, or a refusal (`{result: false, error}`: the page goes to not-found). */
export type PolicyGetReply = PolicyGetAnswer | { result: false; error: string };

/** The rewrite granted to a sale: the policy it may replace and who answered the phone prompt. */
export interface RewriteGrant {
  policy_id: number;
  user_id: number;
}

export function rewriteGrant(db: Db, ulid: string): RewriteGrant | undefined {
  return db.prepare('SELECT policy_id, user_id FROM rewrite_grants WHERE ulid = ?').get(ulid) as
    RewriteGrant | undefined;
}

/** The caller found the policy and gave its insurer's phone: the rewrite is theirs, in a sale of its own. */
function grantRewrite(c: AppContext, policyId: number): string {
  const { db, config } = c.var;
  const number = ulid(config.now());
  ensureSale(c, number);
  db.prepare('INSERT INTO rewrite_grants (ulid, policy_id, user_id, created_at) VALUES (?, ?, ?, ?)').run(
    number,
    policyId,
    c.var.auth.user.id,
    config.now(),
  );
  return number;
}

export function policyGet(c: AppContext, req: PolicyGetRequest): PolicyGetReply {
  const { db, config } = c.var;
  const global = req.global.trim();
  const error = (text: string): PolicyGetReply => ({ result: false, error: fmt(text, { global }) });
  // the insurer must confirm by phone: the error with a phone prompt
  const confirm = (text: string, iin: string): PolicyGetReply => ({
    result: true,
    confirm: { iin, error: fmt(text, { global }) },
  });
  if (!req.isRewrite) return error(rewriteRu.notRewrite);
  runOneC(db, config);
  const p = find(db, global, req.isGlobal);
  if (!p) return error(rewriteRu.notFound);
  const today = almatyDate(config.now());
  const stored = p.policy ? OgpoPolicySchema.safeParse(JSON.parse(p.policy)) : null;
  if (
    p.product_code !== 'OGPO_WEB_EA' ||
    p.status !== 1 ||
    p.terminated_at !== null ||
    (p.date_to ?? '') < today ||
    !stored?.success
  )
    return error(rewriteRu.notRewritable);
  const iin = (JSON.parse(p.insurer ?? '{}') as { iin?: string }).iin ?? '';
  const phone = req.phone && req.phone.length > 3 ? phoneDigits(req.phone) : '';
  if (!phone) return confirm(rewriteRu.phone, iin);
  const key = String(p.id);
  const locked = secondsLocked(db, PHONE_GUESS_LIMIT, key, config.now());
  if (locked > 0)
    return confirm(rewriteRu.phoneLocked.replace('{minutes}', String(Math.ceil(locked / 60))), iin);
  if (phone !== phoneDigits(p.payment_phone ?? '')) {
    addFailure(db, PHONE_GUESS_LIMIT, key, config.now());
    return confirm(rewriteRu.wrongPhone, iin);
  }

  const tomorrow = almatyDate(config.now(), 1);
  const policy = stored.data;
  return {
    result: true,
    policy: {
      ...policy,
      number: grantRewrite(c, p.id),
      premium: null,
      global: p.global_id,
      isRewrite: true,
      treaty: { ...policy.treaty, date: policy.treaty.date < tomorrow ? tomorrow : policy.treaty.date },
    },
  };
}
