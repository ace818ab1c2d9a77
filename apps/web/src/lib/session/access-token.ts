import { DEFAULT_TOKEN_LIFETIME_MS } from '@back-office/domain/constants';
import type { SelectedBusinessClaim } from '@back-office/domain/access';

export interface AccessTokenClaims {
  sub?: string;
  exp?: number;
  selectedBusiness?: SelectedBusinessClaim;
}

// The payload is read only to plan refreshes and show the right pages; the server verifies the
// signature on every request, so nothing here is trusted for access.
export function decodeAccessToken(token: string): AccessTokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as AccessTokenClaims) : null;
  } catch {
    return null;
  }
}

// expiresIn is counted on this device's clock, so a skewed clock cannot make a fresh token look
// expired; the exp claim is the fallback, then the default lifetime of 5 hours.
export function tokenExpiry(
  token: string,
  expiresInSeconds?: number | null,
  now = Date.now(),
): number {
  if (typeof expiresInSeconds === 'number' && expiresInSeconds > 0)
    return now + expiresInSeconds * 1000;
  const exp = decodeAccessToken(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : now + DEFAULT_TOKEN_LIFETIME_MS;
}
