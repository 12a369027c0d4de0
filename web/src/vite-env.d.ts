/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Public company site visitors on small screens are sent to. */
  readonly VITE_COMPANY_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
