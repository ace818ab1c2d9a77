import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { TICKET_ATTACHMENT_MAX_BYTES, TICKET_ATTACHMENT_TYPES } from '@back-office/domain/support';
import { rolesCan } from '@back-office/domain/actions';
import { rowsOf } from '../../db/rows';
import type { Services } from '../../graphql/context';
import { contentDisposition, fileType, memberFor, safeFileName } from '../../http/uploads';
import { messageOf } from '../../graphql/result-message';

/**
 * POST /support/attachments?name=… (the raw file as the body) and GET /support/attachments/:id.
 * A file is uploaded before the message that carries it; until it is sent, only its uploader
 * can bind or read it. Once sent, it is read as its message is: an internal note's files only by
 * the provider's staff, a ticket's files only by its business and the provider's staff.
 */
export function registerAttachmentRoutes(app: FastifyInstance, services: Services): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: TICKET_ATTACHMENT_MAX_BYTES + 64 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.setErrorHandler((error, _request, reply) => {
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return reply.code(413).send(messageOf('attachmentTooLarge'));
      return reply.send(error);
    });
    scope.post<{ Querystring: { name?: string } }>(
      '/support/attachments',
      async (request, reply) => {
        const caller = await memberFor(services, request, 'support:write');
        if (!caller) return reply.code(403).send({ message: 'FORBIDDEN' });
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes) || bytes.length === 0)
          return reply.code(400).send(messageOf('attachmentType'));
        if (bytes.length > TICKET_ATTACHMENT_MAX_BYTES)
          return reply.code(413).send(messageOf('attachmentTooLarge'));
        const contentType = fileType(bytes, TICKET_ATTACHMENT_TYPES);
        if (!contentType) return reply.code(400).send(messageOf('attachmentType'));
        const name = safeFileName(request.query.name, 'attachment');
        const [row] = rowsOf<{ id: string }>(
          await services.db.execute(sql`
            insert into ticket_attachments (merchant_id, uploaded_by, file_name, content_type, size, bytes)
            values (${caller.merchantId}, ${caller.sub}, ${name}, ${contentType}, ${bytes.length},
              decode(${bytes.toString('base64')}, 'base64'))
            returning id`),
        );
        return reply
          .code(201)
          .send({ id: row!.id, fileName: name, contentType, size: bytes.length });
      },
    );
  });

  app.get<{ Params: { id: string } }>('/support/attachments/:id', async (request, reply) => {
    const caller = await memberFor(services, request, 'support:write');
    if (!caller) return reply.code(403).send({ message: 'FORBIDDEN' });
    if (!z.uuid().safeParse(request.params.id).success)
      return reply.code(404).send({ message: 'Not Found' });
    const roles = caller.selectedBusiness?.roles ?? [];
    const manage = rolesCan(roles, 'support:manage');
    // As for the ticket itself: a role that does not run the business reads its own tickets' files.
    const own =
      manage || rolesCan(roles, 'support:read:business')
        ? sql``
        : sql`and t.requester_id = ${caller.sub}`;
    const [row] = rowsOf<{ file_name: string; content_type: string; bytes: Buffer | Uint8Array }>(
      await services.db.execute(sql`
        select f.file_name, f.content_type, f.bytes
        from ticket_attachments f
        left join ticket_messages x on x.id = f.message_id
        left join support_tickets t on t.id = x.ticket_id
        where f.id = ${request.params.id} and (
          (f.message_id is null and f.uploaded_by = ${caller.sub})
          or (f.message_id is not null and ${
            manage ? sql`true` : sql`not x.internal and t.merchant_id = ${caller.merchantId} ${own}`
          }))`),
    );
    if (!row) return reply.code(404).send({ message: 'Not Found' });
    return reply
      .header('content-type', row.content_type)
      .header('content-disposition', contentDisposition('attachment', row.file_name))
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'")
      .send(Buffer.from(row.bytes));
  });
}
