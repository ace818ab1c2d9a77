import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { SelectedBusinessClaim } from '@back-office/domain/access';

const ALGORITHM = 'HS256';
const ISSUER = 'back-office';

export type TokenType = 'access' | 'qr';

export interface AccessClaims {
  sub: string;
  selectedBusiness?: SelectedBusinessClaim;
  exp: number;
}

export interface QrClaims {
  couponId: string;
  userId: string;
  exp: number;
}

export type VerifyResult<T> = { ok: true; claims: T } | { ok: false; reason: 'invalid' | 'expired' };

export interface TokenService {
  signAccess(employeeId: string, selectedBusiness: SelectedBusinessClaim | null): Promise<{ token: string; expiresIn: number }>;
  verifyAccess(token: string): Promise<VerifyResult<AccessClaims>>;
  signQr(couponId: string, userId: string, ttlSeconds: number, now?: number): Promise<string>;
  verifyQr(token: string, now?: number): Promise<VerifyResult<QrClaims>>;
}

export function createTokenService(secret: Uint8Array, accessTtlSeconds: number): TokenService {
  async function sign(payload: Record<string, unknown>, typ: TokenType, subject: string, ttl: number, now: number) {
    const iat = Math.floor(now / 1000);
    return new SignJWT({ ...payload, typ })
      .setProtectedHeader({ alg: ALGORITHM })
      .setIssuer(ISSUER)
      .setSubject(subject)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttl)
      .sign(secret);
  }

  async function verify(token: string, typ: TokenType, now: number) {
    try {
      // The algorithm allow-list refuses `alg: none` and any key confusion.
      const { payload } = await jwtVerify(token, secret, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        currentDate: new Date(now),
        clockTolerance: 0,
      });
      if (payload.typ !== typ || typeof payload.sub !== 'string') return { ok: false as const, reason: 'invalid' as const };
      return { ok: true as const, payload };
    } catch (error) {
      const reason = error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
      return { ok: false as const, reason: reason as 'expired' | 'invalid' };
    }
  }

  return {
    async signAccess(employeeId, selectedBusiness) {
      const payload = selectedBusiness ? { selectedBusiness } : {};
      const token = await sign(payload, 'access', employeeId, accessTtlSeconds, Date.now());
      return { token, expiresIn: accessTtlSeconds };
    },
    async verifyAccess(token) {
      const result = await verify(token, 'access', Date.now());
      if (!result.ok) return result;
      const { sub, exp, selectedBusiness } = result.payload;
      return { ok: true, claims: { sub: sub as string, exp: exp as number, selectedBusiness: selectedBusiness as SelectedBusinessClaim | undefined } };
    },
    signQr(couponId, userId, ttlSeconds, now = Date.now()) {
      return sign({ couponId }, 'qr', userId, ttlSeconds, now);
    },
    async verifyQr(token, now = Date.now()) {
      const result = await verify(token, 'qr', now);
      if (!result.ok) return result;
      const { sub, exp, couponId } = result.payload;
      if (typeof couponId !== 'string') return { ok: false, reason: 'invalid' };
      return { ok: true, claims: { couponId, userId: sub as string, exp: exp as number } };
    },
  };
}

/** An opaque random token and the hash under which it is stored; the raw value is never kept. */
export function newOpaqueToken(): { raw: string; hash: string } {
  const raw = randomBytes(32).toString('base64url');
  return { raw, hash: hashOpaqueToken(raw) };
}

export function hashOpaqueToken(raw: string): string {
  return createHash('sha256').update(raw).digest('base64url');
}
