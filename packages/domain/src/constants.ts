// The product's constants and limits, named once. Durations in ms unless the name says otherwise.

// Scanner
export const QR_TOKEN_TTL_SECONDS = 60;
export const SCAN_RESET_MS = 2500;
export const DUPLICATE_SCAN_WINDOW_MS = 3000;
// A scan whose answer was lost is sent again with its id this many times, 1 s, 2 s, 3 s apart.
export const SCAN_RETRIES = 3;
export const SCAN_RETRY_DELAY_MS = 1000;
export const SCANNER_POLL_MS = 100;
// Plain data rather than DOM MediaTrackConstraints: this package is also compiled for the server.
export const CAMERA_CONSTRAINTS = {
  facingMode: 'environment',
  width: { ideal: 2048 },
  height: { ideal: 2048 },
  frameRate: { ideal: 30 },
} as const;

// Redirects and toasts
export const LOGIN_REDIRECT_DELAY_MS = 800;
export const DEFAULT_REDIRECT_DELAY_MS = 500;
export const SUCCESS_TOAST_MS = 2000;
export const SESSION_EXPIRED_REDIRECT_MS = 1500;

// Lists and popups
export const BUSINESS_SEARCH_THRESHOLD = 3; // the search box shows when count > this
export const BUSINESS_LIST_MAX_HEIGHT_PX = 320;
export const COUNTRY_LIST_MAX_HEIGHT_PX = 400;
export const NOTIFICATION_BADGE_CAP = 99;
export const MAX_UI_NOTIFICATIONS = 10;
export const ERROR_HISTORY_LIMIT = 50;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
// A list counts its matches up to this many; past it the total says "more than" (a count of
// every row would cost as much as reading them).
export const LIST_COUNT_LIMIT = 1000;

// Network
export const API_TIMEOUT_MS = 30_000;
export const MAX_RETRIES = 3;
export const RETRY_MIN_DELAY_MS = 300;
export const RETRY_MAX_DELAY_MS = 3000;

// Query cache: stale after 30 s, not 5 min, because a stale scanner history misleads a cashier.
export const QUERY_STALE_MS = 30_000;
export const QUERY_GC_MS = 600_000;
export const QUERY_MAX_RETRIES = 3;
export const QUERY_RETRY_MIN_DELAY_MS = 1000;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;
export const PENDING_QUERY_WAIT_MS = 5000;
export const PENDING_QUERY_WAIT_CLEARING_MS = 2000;

// Session
export const DEFAULT_TOKEN_LIFETIME_MS = 18_000_000;
export const EXPIRING_SOON_MS = 300_000;
export const PROACTIVE_REFRESH_BEFORE_MS = 600_000;
export const NO_REFRESH_BEYOND_MS = 86_400_000;
export const REFRESH_MIN_INTERVAL_MS = 30_000;
export const LOGOUT_WAIT_BEFORE_MS = 300;
export const LOGOUT_WAIT_AFTER_MS = 200;
// The server's access-token lifetime unless ACCESS_TOKEN_TTL says otherwise.
export const ACCESS_TOKEN_TTL_SECONDS_DEFAULT = 3600;
// Login rate limit per account and per address.
export const LOGIN_RATE_LIMIT = { max: 10, windowMs: 60_000 } as const;

// Interface timings
export const MODAL_TRANSITION_MS = 300;
export const CREATE_MENU_CLICK_GUARD_MS = 1000;
export const DASHBOARD_PRELOAD_MS = 2000;
export const INSTALL_PROMPT_DELAY_MS = 1500;
export const COMPONENT_ERROR_RESET_MS = 10_000;
export const COMPONENT_ERROR_MAX = 3;
export const ANNOUNCEMENT_CLEAR_MS = 1000;

// Layout: "mobile under 768" means width < BREAKPOINTS.mobile; tablet is up to and including 1024.
export const BREAKPOINTS = { smallMobile: 640, mobile: 768, tablet: 1024 } as const;
export const SIDEBAR_WIDTH_PX = 290;
export const SIDEBAR_COLLAPSED_PX = 90;
export const DRAWER_WIDTH_PX = 320;

// Storage
export const COOKIE_DAYS = 365;
export const THEME_STORAGE_DAYS = 365;
export const COOKIE_COUNTRY = 'app_country';
export const COOKIE_VALUES_VISIBLE = 'app_values_visible';
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

// Text limits
export const INPUT_MAX = 255;
export const TEXTAREA_MAX = 5000;
export const SANITIZER_MAX = 10_000;
export const EMAIL_MAX = 255;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 100;
// Login accepts longer passwords than sign-up sets, so a hash is never computed on megabytes.
export const LOGIN_PASSWORD_MAX = 1024;
export const ID_MAX = 64;
export const NAME_MAX = 50;
export const ADDRESS_MAX = 200;
export const CITY_MAX = 100;
export const OTP_LENGTH = 6;
export const PHONE_MIN_DIGITS = 6;
export const UNKNOWN_COUNTRY_MAX_NATIONAL_LENGTH = 15;
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

// Locale and business
export const CY_PHONE_PREFIX = '+357';
export const ZIP_LENGTH = 4;
export const DEFAULT_COUNTRY = 'CY';
export const DEFAULT_COUNTRY_NAME = 'Cyprus';
export const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const isCurrency = (value: string | null | undefined): value is Currency =>
  (CURRENCIES as readonly (string | null | undefined)[]).includes(value);
export const PAYMENT_METHODS = ['Cash', 'Bank Transfer', 'Stripe', 'Credit Card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const LANGUAGES = ['en', 'el'] as const;
export type Language = (typeof LANGUAGES)[number];
export const APP_VERSION_LABEL = 'beta v1.0.0';

export const BUSINESS_SETTINGS_DEFAULTS = {
  currency: 'EUR',
  timezone: 'Europe/Nicosia',
  language: 'en',
  dateFormat: 'DD/MM/YYYY',
  notifications: { email: true, sms: false, push: true },
} as const;

export const PRICE_RANGE = { min: 0, max: 999_999 } as const;

export const FILTER_DEFAULTS = {
  customers: { status: 'all', spentRange: [PRICE_RANGE.min, PRICE_RANGE.max], tags: [] },
  employees: { department: 'all', role: 'all', status: 'all' },
  products: {
    category: 'all',
    status: 'all',
    priceRange: [PRICE_RANGE.min, PRICE_RANGE.max],
    inStock: 'all',
    tags: [],
  },
} as const;
export const PRODUCT_SORT_DEFAULT = { field: 'name', direction: 'asc' } as const;

// Keyboard shortcuts. The unbound ones appear in the help dialog only. The create shortcuts
// (Cmd/Ctrl+Shift+P, O, E, B) live with CREATE_MENU in menus.ts.
export interface Shortcut {
  keys: string;
  action: string;
  bound: boolean;
}
export const SHORTCUTS: readonly Shortcut[] = [
  { keys: 'Ctrl+B', action: 'Toggle sidebar', bound: true },
  { keys: 'Alt+H', action: 'Go home', bound: true },
  { keys: '/', action: 'Focus search', bound: true },
  { keys: 'Esc', action: 'Close dialog', bound: true },
  { keys: '?', action: 'Show keyboard shortcuts', bound: true },
  { keys: 'Ctrl+N', action: 'New item', bound: false },
  { keys: 'Ctrl+S', action: 'Save', bound: false },
  { keys: 'Ctrl+K', action: 'Command palette', bound: false },
  { keys: 'Ctrl+R', action: 'Refresh data', bound: false },
  { keys: 'Alt+Left', action: 'Go back', bound: false },
  { keys: 'Alt+Right', action: 'Go forward', bound: false },
  { keys: 'Space', action: 'Select item', bound: false },
];
