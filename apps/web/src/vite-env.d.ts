/// <reference types="vite/client" />

interface ImportMetaEnv {
  // Where error records are POSTed (SPEC §7); unset, errors are only logged to the console.
  readonly VITE_ERROR_REPORT_URL?: string;
}
