import { DEMO_PAYLOAD_KEY } from '@sakta/core';

/**
 * Configuration of the SPA (see docs/architecture.md, "Pointing the SPA at another back end"). Build time: VITE_API_BASE_URL, VITE_SUPPORT_URL.
 * Run time: the server that serves index.html writes `<meta name="sakta-config" content="{json}">` with the
 * payload key of the public pages and the card provider's origin, so one build runs against any back end;
 * without it (vite dev) VITE_PAYLOAD_KEY / VITE_EPAY_ORIGIN or the sandbox's demo values are used.
 */
interface RuntimeConfig {
  payloadKey?: string;
  epayOrigin?: string;
  sandbox?: boolean;
}

function runtimeConfig(): RuntimeConfig {
  if (typeof document === 'undefined') return {};
  const content = document.querySelector('meta[name="sakta-config"]')?.getAttribute('content');
  if (!content) return {};
  try {
    return JSON.parse(content) as RuntimeConfig;
  } catch {
    return {};
  }
}

const runtime = runtimeConfig();

export const config = {
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''),
  supportHref: import.meta.env.VITE_SUPPORT_URL ?? 'mailto:support@sakta.kz',
  version: __APP_VERSION__,
  /** The back end runs in demo/test mode (dev endpoints on): the 'Песочница' marker shows. Vite dev: the sandbox. */
  sandbox: runtime.sandbox ?? import.meta.env.DEV,
  payloadKey: runtime.payloadKey ?? import.meta.env.VITE_PAYLOAD_KEY ?? DEMO_PAYLOAD_KEY,
  epayOrigin: (runtime.epayOrigin ?? import.meta.env.VITE_EPAY_ORIGIN ?? 'http://localhost:8081').replace(
    /\/+$/,
    '',
  ),
} as const;
