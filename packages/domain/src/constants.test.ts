import { describe, expect, it } from 'vitest';
import * as C from './constants';

// The product's numbers: a change here is a change of the product.
describe('business constants and limits', () => {
  it.each([
    ['QR_TOKEN_TTL_SECONDS', 60],
    ['SCAN_RESET_MS', 2500],
    ['DUPLICATE_SCAN_WINDOW_MS', 3000],
    ['SCANNER_POLL_MS', 100],
    ['LOGIN_REDIRECT_DELAY_MS', 800],
    ['DEFAULT_REDIRECT_DELAY_MS', 500],
    ['SUCCESS_TOAST_MS', 2000],
    ['SESSION_EXPIRED_REDIRECT_MS', 1500],
    ['BUSINESS_SEARCH_THRESHOLD', 3],
    ['BUSINESS_LIST_MAX_HEIGHT_PX', 320],
    ['COUNTRY_LIST_MAX_HEIGHT_PX', 400],
    ['NOTIFICATION_BADGE_CAP', 99],
    ['MAX_UI_NOTIFICATIONS', 10],
    ['ERROR_HISTORY_LIMIT', 50],
    ['DEFAULT_PAGE_SIZE', 20],
    ['API_TIMEOUT_MS', 30_000],
    ['MAX_RETRIES', 3],
    ['RETRY_MIN_DELAY_MS', 300],
    ['RETRY_MAX_DELAY_MS', 3000],
    ['QUERY_STALE_MS', 30_000],
    ['QUERY_GC_MS', 600_000],
    ['QUERY_MAX_RETRIES', 3],
    ['QUERY_RETRY_MIN_DELAY_MS', 1000],
    ['QUERY_RETRY_MAX_DELAY_MS', 30_000],
    ['PENDING_QUERY_WAIT_MS', 5000],
    ['PENDING_QUERY_WAIT_CLEARING_MS', 2000],
    ['DEFAULT_TOKEN_LIFETIME_MS', 18_000_000],
    ['EXPIRING_SOON_MS', 300_000],
    ['PROACTIVE_REFRESH_BEFORE_MS', 600_000],
    ['NO_REFRESH_BEYOND_MS', 86_400_000],
    ['REFRESH_MIN_INTERVAL_MS', 30_000],
    ['LOGOUT_WAIT_BEFORE_MS', 300],
    ['LOGOUT_WAIT_AFTER_MS', 200],
    ['MODAL_TRANSITION_MS', 300],
    ['CREATE_MENU_CLICK_GUARD_MS', 1000],
    ['DASHBOARD_PRELOAD_MS', 2000],
    ['INSTALL_PROMPT_DELAY_MS', 1500],
    ['COMPONENT_ERROR_RESET_MS', 10_000],
    ['COMPONENT_ERROR_MAX', 3],
    ['ANNOUNCEMENT_CLEAR_MS', 1000],
    ['OTP_LENGTH', 6],
    ['SIDEBAR_WIDTH_PX', 290],
    ['SIDEBAR_COLLAPSED_PX', 90],
    ['DRAWER_WIDTH_PX', 320],
    ['COOKIE_DAYS', 365],
    ['THEME_STORAGE_DAYS', 365],
    ['INPUT_MAX', 255],
    ['TEXTAREA_MAX', 5000],
    ['SANITIZER_MAX', 10_000],
    ['EMAIL_MAX', 255],
    ['CY_PHONE_PREFIX', '+357'],
    ['ZIP_LENGTH', 4],
    ['DEFAULT_COUNTRY', 'CY'],
  ] as const)('%s = %j', (name, value) => {
    expect(C[name]).toBe(value);
  });

  it.each([
    [
      'CAMERA_CONSTRAINTS',
      {
        facingMode: 'environment',
        width: { ideal: 2048 },
        height: { ideal: 2048 },
        frameRate: { ideal: 30 },
      },
    ],
    ['BREAKPOINTS', { smallMobile: 640, mobile: 768, tablet: 1024 }],
    ['CURRENCIES', ['EUR', 'USD', 'GBP']],
    ['PAYMENT_METHODS', ['Cash', 'Bank Transfer', 'Stripe', 'Credit Card']],
    ['LANGUAGES', ['en', 'el']],
    ['PRICE_RANGE', { min: 0, max: 999_999 }],
    ['LOGIN_RATE_LIMIT', { max: 10, windowMs: 60_000 }],
    [
      'BUSINESS_SETTINGS_DEFAULTS',
      {
        currency: 'EUR',
        timezone: 'Europe/Nicosia',
        language: 'en',
        dateFormat: 'DD/MM/YYYY',
        notifications: { email: true, sms: false, push: true },
      },
    ],
  ] as const)('%s', (name, value) => {
    expect(C[name]).toEqual(value);
  });

  it('binds the five shortcuts and lists the others unbound', () => {
    const bound = C.SHORTCUTS.filter((shortcut) => shortcut.bound).map((shortcut) => shortcut.keys);
    const unbound = C.SHORTCUTS.filter((shortcut) => !shortcut.bound).map(
      (shortcut) => shortcut.keys,
    );
    expect(bound).toEqual(['Ctrl+B', 'Alt+H', '/', 'Esc', '?']);
    expect(unbound).toEqual([
      'Ctrl+N',
      'Ctrl+S',
      'Ctrl+K',
      'Ctrl+R',
      'Alt+Left',
      'Alt+Right',
      'Space',
    ]);
  });
});
