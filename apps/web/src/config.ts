/** Build-time configuration of the SPA (see README: "Pointing the SPA at another back end"). */
export const config = {
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''),
  supportHref: import.meta.env.VITE_SUPPORT_URL ?? 'mailto:support@sakta.kz',
  version: __APP_VERSION__,
} as const;
