import { fmt, formatKzt, type EpayWidgetMessage } from '@sakta/core';
import { TEST_CARDS, type CardErrors, type CardForm } from './card';
import { WIDGET_TEXT, type WidgetLanguage } from './texts';

/**
 * The HTML of the simulated card provider's widget: self-contained (inline CSS and script allowed by a per-page
 * nonce, no external resources), in Russian or Kazakh (texts.ts), sized for the SPA's 420 px overlay.
 */

export const PROVIDER_NAME = 'Sakta Pay';
export const MERCHANT_NAME = 'АО «Sakta Insurance»';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const CSS = `
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;padding:0}
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1b1d23;background:#f4f6f9}
main{max-width:420px;margin:0 auto;padding:20px 18px 24px}
header{display:flex;align-items:center;justify-content:space-between;margin-bottom:14px;padding-right:36px}
.brand{font-weight:700;font-size:17px;color:#0b5cab}
.badge{font-size:12px;padding:2px 8px;border-radius:999px;background:#fff4d6;color:#6b4e00;border:1px solid #f0d58a}
h1{font-size:20px;margin:0 0 12px}
.summary{background:#fff;border:1px solid #dfe3ea;border-radius:10px;padding:12px 14px;margin-bottom:16px}
.summary dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:4px 12px}
.summary dt{color:#5b6270}
.summary dd{margin:0;text-align:right;font-weight:600}
.amount{font-size:19px;color:#0b5cab}
form{background:#fff;border:1px solid #dfe3ea;border-radius:10px;padding:14px}
.field{margin-bottom:12px}
label{display:block;font-weight:600;margin-bottom:4px}
input{width:100%;font:inherit;padding:9px 11px;border:1px solid #b9c0cc;border-radius:8px;background:#fff;color:inherit}
input:focus{outline:3px solid #9cc3f5;outline-offset:1px;border-color:#0b5cab}
input[aria-invalid="true"]{border-color:#c62828;background:#fff7f7}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.error{color:#b71c1c;font-size:13px;margin-top:4px}
.alert{border-radius:8px;padding:10px 12px;margin-bottom:12px;border:1px solid}
.alert-error{background:#fdecea;border-color:#f5c2c0;color:#8a1c1c}
.alert-ok{background:#e8f5e9;border-color:#b7dfb9;color:#1b5e20}
.actions{display:flex;gap:10px;margin-top:6px}
button{font:inherit;font-weight:600;border-radius:8px;padding:10px 16px;cursor:pointer;border:1px solid transparent}
button:focus-visible{outline:3px solid #9cc3f5;outline-offset:2px}
.primary{flex:1;background:#0b5cab;color:#fff}
.primary:hover{background:#094b8c}
.secondary{background:#fff;color:#1b1d23;border-color:#b9c0cc}
.hint{margin-top:14px;font-size:12.5px;color:#5b6270;background:#fff;border:1px dashed #c9ced8;border-radius:8px;padding:8px 10px}
.hint code{font-family:ui-monospace,Menlo,Consolas,monospace;color:#1b1d23}
.secure{font-size:12px;color:#5b6270;margin-top:12px;text-align:center}
.result{background:#fff;border:1px solid #dfe3ea;border-radius:10px;padding:18px;text-align:center}
.result h1{margin-bottom:8px}
`;

function layout(
  title: string,
  nonce: string,
  body: string,
  script = '',
  lang: WidgetLanguage = 'ru',
): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — ${PROVIDER_NAME}</title>
<style nonce="${nonce}">${CSS}</style>
</head>
<body>
<main>
<header><span class="brand">${PROVIDER_NAME}</span><span class="badge">${WIDGET_TEXT[lang].sandbox}</span></header>
${body}
</main>
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>`;
}

export interface WidgetPayment {
  token: string;
  invoice: string;
  amount: number;
  /** The language the page opened the widget in. */
  language: WidgetLanguage;
}

function summary(p: WidgetPayment): string {
  const t = WIDGET_TEXT[p.language];
  return `<section class="summary" aria-label="${t.summary}">
<dl>
<dt>${t.recipient}</dt><dd>${escapeHtml(MERCHANT_NAME)}</dd>
<dt>${t.invoice}</dt><dd>№ ${escapeHtml(p.invoice)}</dd>
<dt>${t.amount}</dt><dd class="amount">${escapeHtml(formatKzt(p.amount))}</dd>
</dl>
</section>`;
}

function field(
  name: keyof CardForm,
  label: string,
  value: string,
  errors: CardErrors,
  attrs: string,
): string {
  const id = `f-${name}`;
  const error = errors[name];
  const describedBy = error ? ` aria-describedby="${id}-error"` : '';
  return `<div class="field">
<label for="${id}">${escapeHtml(label)}</label>
<input id="${id}" name="${name}" value="${escapeHtml(value)}" aria-required="true"${error ? ' aria-invalid="true"' : ''}${describedBy} ${attrs}>
${error ? `<div class="error" id="${id}-error">${escapeHtml(error)}</div>` : ''}
</div>`;
}

/** The card form; with the values typed so far and the field errors after a failed submit (never the CVC). */
export function widgetPage(
  p: WidgetPayment,
  nonce: string,
  form: Partial<CardForm> = {},
  errors: CardErrors = {},
  notice?: string,
): string {
  const t = WIDGET_TEXT[p.language];
  const errorCount = Object.keys(errors).length;
  const alert = notice
    ? `<div class="alert alert-error" role="alert">${escapeHtml(notice)}</div>`
    : errorCount
      ? `<div class="alert alert-error" role="alert">${errorCount === 1 ? t.oneFieldWrong : t.fieldsWrong}</div>`
      : '';
  const body = `<h1>${t.title}</h1>
${summary(p)}
<form method="post" action="/widget/pay" novalidate aria-label="${t.form}">
${alert}
<input type="hidden" name="token" value="${escapeHtml(p.token)}">
${field('card', t.card, form.card ?? '', errors, 'inputmode="numeric" autocomplete="cc-number" placeholder="0000 0000 0000 0000" maxlength="23"')}
<div class="row">
${field('expiry', t.expiry, form.expiry ?? '', errors, `inputmode="numeric" autocomplete="cc-exp" placeholder="${t.expiryPlaceholder}" maxlength="5"`)}
${field('cvc', t.cvc, '', errors, 'type="password" inputmode="numeric" autocomplete="cc-csc" placeholder="•••" maxlength="3"')}
</div>
${field('holder', t.holder, form.holder ?? '', errors, 'autocomplete="cc-name" placeholder="IVAN IVANOV" autocapitalize="characters" spellcheck="false"')}
<div class="actions">
<button class="primary" type="submit" name="action" value="pay">${escapeHtml(fmt(t.pay, { amount: formatKzt(p.amount) }))}</button>
<button class="secondary" type="submit" name="action" value="cancel">${t.cancel}</button>
</div>
</form>
<p class="hint">${fmt(t.hint, { success: `<code>${TEST_CARDS.success}</code>`, declined: `<code>${TEST_CARDS.declined}</code>` })}</p>
<p class="secure">${fmt(t.secure, { provider: PROVIDER_NAME })}</p>`;
  return layout(t.title, nonce, body, '', p.language);
}

/**
 * The page after a payment, a decline or a cancel: says what happened and posts the result to the page that
 * opened the widget, only to its recorded origin.
 */
export function resultPage(
  message: EpayWidgetMessage,
  targetOrigin: string,
  nonce: string,
  lang: WidgetLanguage = 'ru',
  cancelled = false,
): string {
  const t = WIDGET_TEXT[lang];
  const ok = message.success;
  const title = ok ? t.paid : cancelled ? t.cancelled : t.declined;
  const body = `<section class="result" aria-live="polite">
<h1>${escapeHtml(title)}</h1>
<div class="alert ${ok ? 'alert-ok' : 'alert-error'}" role="status">${escapeHtml(
    ok ? fmt(t.paidText, { invoice: message.invoice }) : (message.message ?? t.notDone),
  )}</div>
</section>`;
  const script = `(function(){var m=${scriptJson(message)};var o=${scriptJson(targetOrigin)};if(window.parent&&window.parent!==window){window.parent.postMessage(m,o);}})();`;
  return layout(title, nonce, body, script, lang);
}

/** A page for a missing or expired session, or a page origin that may not embed the widget. */
export function errorPage(title: string, text: string, nonce: string, lang: WidgetLanguage = 'ru'): string {
  return layout(
    title,
    nonce,
    `<section class="result"><h1>${escapeHtml(title)}</h1><div class="alert alert-error" role="alert">${escapeHtml(text)}</div></section>`,
    '',
    lang,
  );
}
