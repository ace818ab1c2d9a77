import {
  COOKIE_COUNTRY,
  COOKIE_DAYS,
  COOKIE_VALUES_VISIBLE,
  THEME_STORAGE_DAYS,
} from '@back-office/domain/constants';
import { LANGUAGE_KEY } from './i18n/i18n';
import { STORAGE_KEYS } from './session/session-store';
import {
  HIDDEN_COLUMNS_PREFIX,
  INSTALL_PROMPT_DISMISSED_PREFIX,
  REMEMBERED_EMAIL_KEY,
  SIDEBAR_COLLAPSED_KEY,
} from './storage-keys';
import { THEME_COOKIE } from './theme';

// The server sets the refresh cookie (apps/server auth/refresh-cookie.ts); over HTTPS its name
// carries the __Host- prefix. It is listed here because the policy must name it.
const REFRESH_COOKIE = 'refresh_token';

export type StoredItemPurpose =
  | 'refreshToken'
  | 'theme'
  | 'country'
  | 'valuesVisible'
  | 'accessToken'
  | 'employee'
  | 'business'
  | 'role'
  | 'language'
  | 'rememberedEmail'
  | 'sidebar'
  | 'hiddenColumns'
  | 'installPrompt';

export interface StoredItem {
  name: string;
  kind: 'cookie' | 'local-storage';
  // Days a cookie lives; null for the refresh cookie (the sign-in's lifetime) and for local
  // storage (kept until sign-out or until the person clears it).
  days: number | null;
  purpose: StoredItemPurpose;
}

// Every cookie and stored item the product sets in the browser, with the names the code uses.
// The cookie policy (/all-legals) is rendered from this list, so it cannot drift from the code.
export const STORED_ITEMS: readonly StoredItem[] = [
  { name: REFRESH_COOKIE, kind: 'cookie', days: null, purpose: 'refreshToken' },
  { name: THEME_COOKIE, kind: 'cookie', days: THEME_STORAGE_DAYS, purpose: 'theme' },
  { name: COOKIE_COUNTRY, kind: 'cookie', days: COOKIE_DAYS, purpose: 'country' },
  { name: COOKIE_VALUES_VISIBLE, kind: 'cookie', days: COOKIE_DAYS, purpose: 'valuesVisible' },
  { name: STORAGE_KEYS.token, kind: 'local-storage', days: null, purpose: 'accessToken' },
  { name: STORAGE_KEYS.employee, kind: 'local-storage', days: null, purpose: 'employee' },
  { name: STORAGE_KEYS.business, kind: 'local-storage', days: null, purpose: 'business' },
  { name: STORAGE_KEYS.role, kind: 'local-storage', days: null, purpose: 'role' },
  { name: LANGUAGE_KEY, kind: 'local-storage', days: null, purpose: 'language' },
  { name: REMEMBERED_EMAIL_KEY, kind: 'local-storage', days: null, purpose: 'rememberedEmail' },
  { name: SIDEBAR_COLLAPSED_KEY, kind: 'local-storage', days: null, purpose: 'sidebar' },
  {
    name: `${HIDDEN_COLUMNS_PREFIX}{table}`,
    kind: 'local-storage',
    days: null,
    purpose: 'hiddenColumns',
  },
  {
    name: `${INSTALL_PROMPT_DISMISSED_PREFIX}{id}`,
    kind: 'local-storage',
    days: null,
    purpose: 'installPrompt',
  },
];
