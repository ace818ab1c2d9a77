/// <reference types="vite/client" />

interface ImportMetaEnv {
  // Where error records are POSTed; unset, errors are only logged to the console.
  readonly VITE_ERROR_REPORT_URL?: string;
}
