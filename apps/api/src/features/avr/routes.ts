import * as z from 'zod/mini';
import {
  AVR_RESEND_SECONDS,
  CODE_SENT_HEADER,
  avrAllEndpoint,
  avrCheckCodeEndpoint,
  avrConfirmedEndpoint,
  avrItemEndpoint,
  fmt,
  phoneDigits,
  ruAvr,
  type AvrItem,
} from '@sakta/core';
import { route } from '../../platform/endpoint';
import { Rejected, parseQuery, refused, type AppContext } from '../../platform/http';
import { apiRu } from '../../platform/messages';
import { pdfBase64, renderPdf } from '../../services/pdf/render';
import { consumeCode, maskPhone, requireCode, secondsUntilResend, sendCode } from '../../services/sms';
import { avrSpec } from './document';
import { almatyDate } from '../../services/almaty';
import {
  AVR_PER_PAGE,
  actsPage,
  countActs,
  decide,
  findAct,
  openAct,
  secondsLeft,
  type AvrActRow,
} from './repo';

/**
 * The АВР calls (spec part 1 section 7 /api/avr/*; section 9: resend after 120 s, 30 minutes to confirm), sale
 * group only, each user's own acts (anyone else's answers 404 like an unknown one). Accepting sends a code to the
 * user's phone and confirms with it; refusing needs a comment; outside the 30 minutes both answer 409 'Время
 * согласования вышло'. Failures are `{result: false, message}`.
 */

export const AVR_PURPOSE = 'avr';

export const avrApiRu = {
  notFound: 'Акт не найден',
  expired: ruAvr.expired,
  commentRequired: ruAvr.commentRequired,
  accepted: ruAvr.accepted,
  refused: ruAvr.refused,
  codeSent: 'Код подтверждения отправлен',
} as const;

const subjectOf = (act: AvrActRow) => `${act.id}:${act.user_id}`;
const fullName = (u: { surname: string; name: string; patronymic: string | null }) =>
  [u.surname, u.name, u.patronymic].filter(Boolean).join(' ');

function ownAct(c: AppContext, id: number): AvrActRow {
  const act = findAct(c.var.db, c.var.auth.user.id, id);
  if (!act) throw refused(404, avrApiRu.notFound);
  return act;
}

/** The act while it can still be decided, or 409 'Время согласования вышло'. */
function actionable(c: AppContext, id: number): AvrActRow {
  const act = ownAct(c, id);
  if (secondsLeft(act, c.var.config.now()) <= 0) throw refused(409, avrApiRu.expired);
  return act;
}

const PageQuerySchema = z.object({
  page: z.optional(z.string().check(z.regex(/^\d{1,6}$/, 'Неверный номер страницы'))),
});

export const avrAll = route(avrAllEndpoint, (c) => {
  const { db } = c.var;
  const userId = c.var.auth.user.id;
  const total = countActs(db, userId);
  const lastPage = Math.max(1, Math.ceil(total / AVR_PER_PAGE));
  const page = Math.min(Math.max(1, Number(parseQuery(c, PageQuerySchema).page ?? 1)), lastPage);
  const data = actsPage(db, userId, page).map(({ id, number, date, is_paid, confirmed }) => ({
    id,
    number,
    date,
    is_paid,
    confirmed,
  }));
  return c.json({ data, meta: { current_page: page, last_page: lastPage, per_page: AVR_PER_PAGE, total } });
});

export const avrItem = route(avrItemEndpoint, async (c, req) => {
  const { id } = await req.body();
  const now = c.var.config.now();
  const act = openAct(c.var.db, ownAct(c, id), now, almatyDate(now));
  const { user } = c.var.auth;
  const left = secondsLeft(act, now);
  const data: AvrItem = {
    id: act.id,
    number: act.number,
    date: act.date,
    is_paid: act.is_paid,
    confirmed: act.confirmed,
    has_action: left > 0,
    document: pdfBase64(await renderPdf(avrSpec(act, { fullName: fullName(user) }))),
    title: act.title,
    phone: user.phone ? maskPhone(user.phone) : null,
    seconds_left: left,
    comment: act.comment,
  };
  return c.json({ result: true as const, data });
});

export const avrConfirmed = route(avrConfirmedEndpoint, async (c, req) => {
  const { db, config } = c.var;
  const { user } = c.var.auth;
  const { id, confirmed, comment } = await req.body();
  const act = actionable(c, id);
  if (confirmed === 0) {
    if (comment.trim() === '') throw refused(400, avrApiRu.commentRequired);
    decide(db, act.id, 0, comment.trim(), config.now());
    return c.json({ result: true as const, message: avrApiRu.refused });
  }
  if (!user.phone || !phoneDigits(user.phone)) throw refused(409, apiRu.userNoPhone);
  const wait = secondsUntilResend(db, config, AVR_PURPOSE, subjectOf(act), AVR_RESEND_SECONDS);
  if (wait > 0) {
    c.header('Retry-After', String(wait));
    c.header(CODE_SENT_HEADER, '1');
    throw new Rejected(429, [fmt(apiRu.codeTooSoon, { seconds: wait })], 'message');
  }
  const sent = sendCode(db, config, {
    phone: user.phone,
    purpose: AVR_PURPOSE,
    subject: subjectOf(act),
    ttlSeconds: secondsLeft(act, config.now()),
  });
  return c.json({ result: true as const, sendPhone: sent.sendPhone, message: avrApiRu.codeSent });
});

export const avrCheckCode = route(avrCheckCodeEndpoint, async (c, req) => {
  const { db, config } = c.var;
  const { id, code } = await req.body();
  const act = actionable(c, id);
  requireCode(db, config, { purpose: AVR_PURPOSE, subject: subjectOf(act), code });
  db.transaction(() => {
    decide(db, act.id, 1, null, config.now());
    consumeCode(db, AVR_PURPOSE, subjectOf(act));
  })();
  return c.json({ result: true as const, message: avrApiRu.accepted });
});

export const AVR_ENDPOINTS = [avrAll, avrItem, avrConfirmed, avrCheckCode];
