import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { rolesCan, type Action } from '@back-office/domain/actions';
import { INPUT_MAX } from '@back-office/domain/constants';
import { memberships } from '../db/schema';
import type { Services } from '../graphql/context';
import type { AccessClaims } from '../modules/auth/tokens';

// Recognised by their first bytes, not by the name or type the client claims.
const SIGNATURES: { type: string; test: (b: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    test: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/gif',
    test: (b) =>
      b.subarray(0, 6).toString('latin1') === 'GIF87a' ||
      b.subarray(0, 6).toString('latin1') === 'GIF89a',
  },
  {
    type: 'image/webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { type: 'application/pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
];

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** The file's type by its content, if it is one of `allowed`. */
export function fileType(bytes: Buffer, allowed: readonly string[]): string | null {
  const type = SIGNATURES.find((s) => s.test(bytes))?.type ?? null;
  return type && allowed.includes(type) ? type : null;
}

/**
 * The caller of a plain HTTP route: a valid bearer token whose selected business's roles hold
 * the action, with the membership still active (a token outlives a deactivation).
 */
export async function memberFor(
  services: Services,
  request: FastifyRequest,
  action: Action,
): Promise<(AccessClaims & { merchantId: string }) | null> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const verified = services.tokens.verifyAccess(header.slice(7));
  const selected = verified.ok ? verified.claims.selectedBusiness : undefined;
  if (!verified.ok || !selected || !rolesCan(selected.roles, action)) return null;
  const [member] = await services.db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.employeeId, verified.claims.sub),
        eq(memberships.merchantId, selected.merchantId),
        eq(memberships.status, 'active'),
      ),
    );
  return member ? { ...verified.claims, merchantId: selected.merchantId } : null;
}

/** The name a file is offered under: no control characters, quotes or path separators. */
export function safeFileName(raw: unknown, fallback: string): string {
  return (
    [...(typeof raw === 'string' ? raw : '')]
      .filter((ch) => ch >= ' ' && ch !== '\u007f' && !'"\\/'.includes(ch))
      .join('')
      .trim()
      .slice(0, INPUT_MAX) || fallback
  );
}

/** A Content-Disposition with an ASCII name for old clients and the exact one (RFC 6266). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  return `${kind}; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
