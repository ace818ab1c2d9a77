import { createHash, randomBytes } from 'node:crypto';
import { createSigner, createVerifier, TokenError, type VerifierOptions } from 'fast-jwt';
import type { SelectedBusinessClaim } from '@back-office/domain/access';

const ALGORITHM = 'HS256';
const ISSUER = 'back-office';
// Verified access tokens are remembered until they expire: a cashier's token is checked once, not
// at every scan. A cache entry never outlives its token's `exp`.
const ACCESS_CACHE_SIZE = 10_000;

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

export type VerifyResult<T> =
  { ok: true; claims: T } | { ok: false; reason: 'invalid' | 'expired' };

export interface TokenService {
  signAccess(
    employeeId: string,
    selectedBusiness: SelectedBusinessClaim | null,
  ): { token: string; expiresIn: number };
  verifyAccess(token: string): VerifyResult<AccessClaims>;
  signQr(couponId: string, userId: string, ttlSeconds: number, now?: number): string;
  verifyQr(token: string, now?: number): VerifyResult<QrClaims>;
}

type Payload = Record<string, unknown>;

/**
 * HS256 tokens with fast-jwt: HMAC through node:crypto, synchronously, with the key prepared once.
 * (jose's Web Crypto path imported the key and queued an async job for every verification: a
 * third of the server's time per redemption, which verifies two tokens.)
 */
export function createTokenService(secret: Uint8Array, accessTtlSeconds: number): TokenService {
  const key = Buffer.from(secret);
  const signer = createSigner({ key, algorithm: ALGORITHM });
  // The algorithm allow-list refuses `alg: none` and any key confusion.
  const verifierOptions: Partial<VerifierOptions> & { key: Buffer } = {
    key,
    algorithms: [ALGORITHM],
    allowedIss: ISSUER,
    requiredClaims: ['exp', 'sub'],
  };
  const accessVerifier = createVerifier({ ...verifierOptions, cache: ACCESS_CACHE_SIZE });
  const qrVerifier = createVerifier(verifierOptions);

  function sign(
    payload: Payload,
    typ: TokenType,
    subject: string,
    ttl: number,
    now: number,
  ): string {
    const iat = Math.floor(now / 1000);
    return signer({ ...payload, typ, iss: ISSUER, sub: subject, iat, exp: iat + ttl });
  }

  function verify(
    verifier: (token: string) => unknown,
    token: string,
    typ: TokenType,
  ): VerifyResult<Payload> {
    try {
      const payload = verifier(token) as Payload;
      if (payload.typ !== typ || typeof payload.sub !== 'string')
        return { ok: false, reason: 'invalid' };
      return { ok: true, claims: payload };
    } catch (error) {
      const expired = error instanceof TokenError && error.code === TokenError.codes.expired;
      return { ok: false, reason: expired ? 'expired' : 'invalid' };
    }
  }

  return {
    signAccess(employeeId, selectedBusiness) {
      const payload = selectedBusiness ? { selectedBusiness } : {};
      const token = sign(payload, 'access', employeeId, accessTtlSeconds, Date.now());
      return { token, expiresIn: accessTtlSeconds };
    },
    verifyAccess(token) {
      const result = verify(accessVerifier, token, 'access');
      if (!result.ok) return result;
      const { sub, exp, selectedBusiness } = result.claims;
      return {
        ok: true,
        claims: {
          sub: sub as string,
          exp: exp as number,
          selectedBusiness: selectedBusiness as SelectedBusinessClaim | undefined,
        },
      };
    },
    signQr(couponId, userId, ttlSeconds, now = Date.now()) {
      return sign({ couponId }, 'qr', userId, ttlSeconds, now);
    },
    verifyQr(token, now) {
      // A given clock (tests, and nothing else) needs a verifier of its own.
      const verifier =
        now === undefined
          ? qrVerifier
          : createVerifier({ ...verifierOptions, clockTimestamp: now });
      const result = verify(verifier, token, 'qr');
      if (!result.ok) return result;
      const { sub, exp, couponId } = result.claims;
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
