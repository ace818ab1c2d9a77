import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

const HEADER = 'x-refresh-token';

function cookieName(config: Config): string {
  // Behind HTTPS the __Host- prefix pins the cookie to this exact origin.
  return config.publicUrl.startsWith('https://') ? '__Host-refresh_token' : 'refresh_token';
}

export function setRefreshCookie(reply: FastifyReply, config: Config, raw: string): void {
  reply.setCookie(cookieName(config), raw, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.publicUrl.startsWith('https://'),
    path: '/',
    maxAge: config.refreshTokenTtlSeconds,
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(cookieName(config), { path: '/' });
}

/** The browser's cookie, or the header the native scanning app sends (it has no cookie jar). */
export function readRefreshToken(request: FastifyRequest, config: Config): string | undefined {
  const fromCookie = request.cookies[cookieName(config)];
  if (fromCookie) return fromCookie;
  const header = request.headers[HEADER];
  return typeof header === 'string' && header.length > 0 && header.length <= 256
    ? header
    : undefined;
}

/** Refuses a request whose Origin is another site (a forged cross-site refresh). */
export function isCrossSite(request: FastifyRequest, config: Config): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === new URL(config.publicUrl).origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}
