/// <reference types="vite/client" />
declare const __APP_VERSION__: string;
interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_SUPPORT_URL?: string;
  readonly VITE_PAYLOAD_KEY?: string;
  readonly VITE_EPAY_ORIGIN?: string;
}
