import { describe, expect, it } from 'vitest';
import { installPlatform } from './install-platform';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

describe('the install prompt', () => {
  it('is for iOS (iPads included) and Android browsers', () => {
    expect(installPlatform({ userAgent: IPHONE, maxTouchPoints: 5, standalone: false })).toBe(
      'ios',
    );
    expect(installPlatform({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5, standalone: false })).toBe(
      'ios',
    );
    expect(installPlatform({ userAgent: ANDROID, maxTouchPoints: 5, standalone: false })).toBe(
      'android',
    );
  });

  it('is not for desktops, nor for the app once installed', () => {
    expect(
      installPlatform({ userAgent: DESKTOP, maxTouchPoints: 0, standalone: false }),
    ).toBeNull();
    expect(
      installPlatform({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0, standalone: false }),
    ).toBeNull();
    expect(installPlatform({ userAgent: IPHONE, maxTouchPoints: 5, standalone: true })).toBeNull();
    expect(installPlatform({ userAgent: ANDROID, maxTouchPoints: 5, standalone: true })).toBeNull();
  });
});
