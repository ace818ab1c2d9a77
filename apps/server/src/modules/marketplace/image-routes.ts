import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { MAX_UPLOAD_BYTES } from '@back-office/domain/constants';
import { MESSAGES } from '@back-office/domain/messages';
import { rolesCan } from '@back-office/domain/actions';
import { images, memberships } from '../../db/schema';
import type { Services } from '../../graphql/context';

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
];

export function imageType(bytes: Buffer): string | null {
  return SIGNATURES.find((s) => s.test(bytes))?.type ?? null;
}

async function uploader(services: Services, request: FastifyRequest) {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const verified = services.tokens.verifyAccess(header.slice(7));
  const selected = verified.ok ? verified.claims.selectedBusiness : undefined;
  if (!verified.ok || !selected || !rolesCan(selected.roles, 'image:upload')) return null;
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
  return member ? selected.merchantId : null;
}

/** POST /uploads/images (the raw image as the body) and GET /images/:id. */
export function registerImageRoutes(app: FastifyInstance, services: Services): void {
  app.register(async (scope) => {
    // Any body type reaches the handler, which decides by content: a wrong type gets its message.
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.setErrorHandler((error, _request, reply) => {
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.code(413).send({ field: 'image', message: MESSAGES.imageTooLarge });
      }
      return reply.send(error);
    });
    scope.post('/uploads/images', async (request, reply) => {
      const merchantId = await uploader(services, request);
      if (!merchantId) return reply.code(403).send({ message: 'FORBIDDEN' });
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0)
        return reply.code(400).send({ field: 'image', message: MESSAGES.notAnImage });
      if (bytes.length > MAX_UPLOAD_BYTES)
        return reply.code(413).send({ field: 'image', message: MESSAGES.imageTooLarge });
      const contentType = imageType(bytes);
      if (!contentType)
        return reply.code(400).send({ field: 'image', message: MESSAGES.notAnImage });
      const [row] = await services.db
        .insert(images)
        .values({ merchantId, contentType, size: bytes.length, bytes })
        .returning({ id: images.id });
      return reply.code(201).send({ id: row!.id, url: `/images/${row!.id}` });
    });
  });

  app.get<{ Params: { id: string } }>('/images/:id', async (request, reply) => {
    if (!z.uuid().safeParse(request.params.id).success)
      return reply.code(404).send({ message: 'Not Found' });
    const [row] = await services.db.select().from(images).where(eq(images.id, request.params.id));
    if (!row) return reply.code(404).send({ message: 'Not Found' });
    // An image never changes under its id.
    return reply
      .header('content-type', row.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'")
      .send(row.bytes);
  });
}
