import type { MiddlewareHandler } from 'hono';
import type { Config } from './config';
import type { AppEnv } from './http';

/**
 * Security headers of every answer, and the Content-Security-Policy of the SPA's pages:
 * - scripts only from this origin (no inline script, no eval: pdf.js runs with isEvalSupported false);
 * - frames only from the card provider's origin (its payment widget), and this page framed by nobody;
 * - connections to this origin (the API) only; workers (pdf.js) from this origin;
 * - styles from this origin plus inline style elements and attributes: Radix's scroll lock (react-remove-scroll)
 *   inserts a <style> element while a dialog is open, and positioned popovers write style attributes. That is the
 *   tightest rule Radix allows without nonces; scripts stay strict.
 * HSTS is sent when the public URL is https (a TLS origin is configured).
 */
export function contentSecurityPolicy(config: Pick<Config, 'epayOrigin'>): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    `frame-src ${config.epayOrigin}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function securityHeaders(config: Pick<Config, 'epayOrigin' | 'publicUrl'>): MiddlewareHandler<AppEnv> {
  const csp = contentSecurityPolicy(config);
  const tls = config.publicUrl.startsWith('https://');
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header(
      'Permissions-Policy',
      `camera=(), microphone=(), geolocation=(), payment=("${config.epayOrigin}")`,
    );
    if (tls) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if ((c.res.headers.get('Content-Type') ?? '').startsWith('text/html')) {
      c.header('Content-Security-Policy', csp);
      c.header('X-Frame-Options', 'DENY');
    }
  };
}
