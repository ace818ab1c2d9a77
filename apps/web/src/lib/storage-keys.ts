// Names of what the app keeps in local storage besides the session (lib/session), each used where
// it is written and listed in the cookie policy (lib/stored-items.ts). Plain strings only: the
// sign-in page imports one, and its size is budgeted.
export const REMEMBERED_EMAIL_KEY = 'back-office.remembered-email';
export const SIDEBAR_COLLAPSED_KEY = 'back-office.sidebar-collapsed';
export const INSTALL_PROMPT_DISMISSED_PREFIX = 'back-office.install-prompt-dismissed.';
export const installPromptDismissedKey = (employeeId: string) =>
  `${INSTALL_PROMPT_DISMISSED_PREFIX}${employeeId}`;
export const HIDDEN_COLUMNS_PREFIX = 'back-office.hidden-columns.';
