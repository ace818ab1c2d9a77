import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { MAX_UPLOAD_BYTES } from '@back-office/domain/constants';
import { images } from '../../db/schema';
import { fileType, IMAGE_TYPES, memberFor } from '../../http/uploads';
import type { Services } from '../../graphql/context';
import { messageOf } from '../../graphql/result-message';

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
        return reply.code(413).send({ field: 'image', ...messageOf('imageTooLarge') });
      }
      return reply.send(error);
    });
    scope.post('/uploads/images', async (request, reply) => {
      const merchantId = (await memberFor(services, request, 'image:upload'))?.merchantId;
      if (!merchantId) return reply.code(403).send({ message: 'FORBIDDEN' });
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0)
        return reply.code(400).send({ field: 'image', ...messageOf('notAnImage') });
      if (bytes.length > MAX_UPLOAD_BYTES)
        return reply.code(413).send({ field: 'image', ...messageOf('imageTooLarge') });
      const contentType = fileType(bytes, IMAGE_TYPES);
      if (!contentType) return reply.code(400).send({ field: 'image', ...messageOf('notAnImage') });
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
