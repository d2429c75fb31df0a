import { formatKzt } from '@sakta/core';
import { escapeHtml, MERCHANT_NAME } from '../epay-provider/page';
import type { PayOrder, PayPageKind } from './link';

/**
 * The HTML of the simulated payment pages: the bank's page where the payer pays an invoice by transfer, and the
 * mobile bank's (Kaspi) page where the payer confirms the purchase. Self-contained, in Russian, labelled.
 */

export const BRAND: Record<PayPageKind, { name: string; title: string; action: string; colour: string }> = {
  bank: { name: 'Sakta Bank Online', title: 'Оплата счёта', action: 'Оплатить счёт', colour: '#1d6b3a' },
  kaspi: { name: 'Kaspi.kz', title: 'Оплата в Kaspi', action: 'Подтвердить оплату', colour: '#d8231c' },
};

const css = (colour: string) => `
*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,Arial,sans-serif;color:#1b1d23;background:#f4f6f9}
main{max-width:460px;margin:0 auto;padding:24px 18px}
header{display:flex;justify-content:space-between;align-items:center;margin-bottom:16px}
.brand{font-weight:700;font-size:18px;color:${colour}}
.badge{font-size:12px;padding:2px 8px;border-radius:999px;background:#fff4d6;color:#6b4e00;border:1px solid #f0d58a}
h1{font-size:21px;margin:0 0 12px}
dl{background:#fff;border:1px solid #dfe3ea;border-radius:10px;padding:12px 14px;margin:0 0 16px;display:grid;grid-template-columns:auto 1fr;gap:6px 12px}
dt{color:#5b6270}dd{margin:0;text-align:right;font-weight:600}
.actions{display:flex;gap:10px}
button{font:inherit;font-weight:600;border-radius:8px;padding:11px 16px;cursor:pointer;border:1px solid #b9c0cc;background:#fff}
button:focus-visible{outline:3px solid #9cc3f5;outline-offset:2px}
.primary{flex:1;background:${colour};border-color:${colour};color:#fff}
.alert{border-radius:8px;padding:10px 12px;border:1px solid}
.ok{background:#e8f5e9;border-color:#b7dfb9;color:#1b5e20}.err{background:#fdecea;border-color:#f5c2c0;color:#8a1c1c}
.hint{margin-top:14px;font-size:12.5px;color:#5b6270}
`;

function layout(kind: PayPageKind, nonce: string, title: string, body: string): string {
  const b = BRAND[kind];
  return `<!doctype html>
<html lang="ru">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} — ${b.name}</title>
<style nonce="${nonce}">${css(b.colour)}</style></head>
<body><main>
<header><span class="brand">${b.name}</span><span class="badge">Песочница</span></header>
${body}
</main></body></html>`;
}

function details(order: PayOrder): string {
  const rows: [string, string][] = [
    ['Получатель', MERCHANT_NAME],
    [order.kind === 'bank' ? 'Счёт на оплату' : 'Заказ', `№ ${order.invoice}`],
    ['Назначение', `Страховая премия по договору ${order.number}`],
    ['Плательщик', order.payer],
  ];
  if (order.kind === 'kaspi' && order.phone) rows.push(['Телефон', order.phone]);
  if (order.due) rows.push(['Оплатить до', order.due.split('-').reverse().join('.')]);
  rows.push(['Сумма', formatKzt(order.amount)]);
  return `<dl aria-label="Сведения о платеже">${rows
    .map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`)
    .join('')}</dl>`;
}

/** The payment form: the order's details, pay (or confirm) and decline. */
export function payPage(order: PayOrder, o: string, s: string, nonce: string): string {
  const b = BRAND[order.kind];
  const path = order.kind === 'bank' ? '/bank/invoice/pay' : '/kaspi/pay';
  const hint =
    order.kind === 'bank'
      ? 'Это тестовый банк: деньги не списываются. «Оплатить счёт» переводит премию страховщику.'
      : 'Это тестовый Kaspi: деньги не списываются. «Подтвердить оплату» оплачивает заказ, «Отклонить» отказывается.';
  return layout(
    order.kind,
    nonce,
    b.title,
    `<h1>${b.title}</h1>${details(order)}
<form method="post" action="${path}">
<input type="hidden" name="o" value="${escapeHtml(o)}"><input type="hidden" name="s" value="${escapeHtml(s)}">
<div class="actions"><button class="primary" type="submit" name="action" value="pay">${b.action}</button>
<button type="submit" name="action" value="decline">Отклонить</button></div>
</form><p class="hint">${hint}</p>`,
  );
}

/** What happened: paid, declined, or the shop did not take the payment. */
export function resultPage(kind: PayPageKind, nonce: string, ok: boolean, text: string): string {
  const title = ok ? 'Оплата прошла успешно' : 'Оплата не прошла';
  return layout(
    kind,
    nonce,
    title,
    `<section aria-live="polite"><h1>${title}</h1><div class="alert ${ok ? 'ok' : 'err'}" role="status">${escapeHtml(text)}</div>
<p class="hint">Вернитесь на страницу оформления и нажмите «Проверить оплату».</p></section>`,
  );
}
