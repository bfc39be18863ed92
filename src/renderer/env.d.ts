/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Default backend address of a browser build (the login screen can change it). */
  readonly VITE_BACKEND_URL?: string;
  readonly VITE_APP_VERSION?: string;
  /** Shared token deployed backends require on GET /public-settings (their ENV_TOKEN). */
  readonly VITE_PUBLIC_SETTINGS_TOKEN?: string;
  /** Set by the browser build (vite.web.config.ts): no preload bridge can exist there. */
  readonly VITE_BROWSER_ONLY?: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
