import * as z from 'zod/mini';
import { TEXT_MAX, textField } from '../../shared/api/limits';
import { endpoint } from '../../shared/api/common';

/**
 * Card payment of a contract (spec part 1: section 2 "Contract payment screen", section 7 "Payment").
 *
 * Improvement on the spec: the back end, not the browser, asks the card provider for the widget token with the
 * client credentials; get-to-epay returns only what the widget needs. No provider credential reaches the browser.
 */

export const EPAY_INVOICE_PREFIX = 'ALT-';
export const EPAY_LANGUAGE = 'RUS';
export const EPAY_CURRENCY = 'KZT';
/** The widget overlay's box (spec section 7). */
export const EPAY_WIDGET_SIZE = { width: 420, height: 900 } as const;

export const EpayWidgetSchema = z.object({
  /** The invoice id given to the provider (digits; the spec's alternative id is ALT-<invoice>). */
  invoice: z.string().check(z.minLength(1)),
  invoiceAlt: z.string().check(z.startsWith(EPAY_INVOICE_PREFIX)),
  amount: z.number().check(z.positive()),
  currency: z.literal(EPAY_CURRENCY),
  language: z.literal(EPAY_LANGUAGE),
  /** The widget page on the provider's origin, carrying a short-lived payment token (not a credential). */
  widgetUrl: z.url({ protocol: /^https?$/ }),
});
export type EpayWidget = z.infer<typeof EpayWidgetSchema>;

/** GET /api/get-to-epay/{id} -> {result: true, data}; failure {result: false, message}. */
export const GetToEpayAnswerSchema = z.object({
  result: z.literal(true),
  data: EpayWidgetSchema,
  message: z.optional(z.string()),
});
export const getToEpayEndpoint = endpoint({
  method: 'GET',
  path: '/api/get-to-epay/{id}',
  access: 'public',
  body: undefined,
  response: GetToEpayAnswerSchema,
});

/** The message the widget posts to the page that opened it (only trusted from the provider's origin). */
export const EpayWidgetMessageSchema = z.object({
  source: z.literal('sakta-epay'),
  invoice: z.string(),
  success: z.boolean(),
  message: z.optional(z.string()),
});
export type EpayWidgetMessage = z.infer<typeof EpayWidgetMessageSchema>;

/**
 * The provider's post-back, server to server: POST /api/epay/order/result/{id}. Signed with HMAC-SHA256 over
 * `${invoice}|${status}|${amount}|${reference}` with the secret the provider and the back end share.
 */
export const EpayPostBackSchema = z.object({
  invoice: textField(TEXT_MAX.number),
  status: z.enum(['success', 'declined']),
  amount: z.number(),
  reference: textField(TEXT_MAX.number),
  cardMask: z.optional(textField(TEXT_MAX.number)),
  reason: z.optional(textField(TEXT_MAX.message)),
  signature: textField(TEXT_MAX.title),
});
export type EpayPostBack = z.infer<typeof EpayPostBackSchema>;
export const epayPostBackEndpoint = endpoint({
  method: 'POST',
  path: '/api/epay/order/result/{id}',
  access: 'public',
  body: EpayPostBackSchema,
  response: z.object({ result: z.literal(true) }),
});

/** Whether a window message may be believed: it must come from the configured provider origin exactly. */
export function isTrustedEpayOrigin(origin: string, providerOrigin: string): boolean {
  return origin !== '' && origin !== 'null' && origin === providerOrigin.replace(/\/+$/, '');
}
