import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callerCan } from '../../graphql/access-rules';
import type { Services } from '../../graphql/context';
import { exportCaller } from '../../http/csv-export';
import { findInvoice } from './accounting.queries';
import { ensureInvoicePdf, verifyDocument } from './invoice-document';

/**
 * GET /api/invoices/:id/pdf: the stored PDF of a posted document, for the issuer's staff, the
 * staff of the business it was sent to, and the provider's; anything else is not found.
 * GET /api/verify/:hash (public): whether a PDF with this SHA-256 is a posted document of this
 * product, and which one: number, issuer, date and total, nothing more.
 */
export function registerInvoiceDocumentRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { id: string } }>('/api/invoices/:id/pdf', async (request, reply) => {
    const caller = exportCaller(request, reply, services, 'accounting:read');
    if (!caller) return reply;
    const id = request.params.id;
    const invoice = z.uuid().safeParse(id).success ? await findInvoice(services.db, id) : undefined;
    const merchantId = caller.selectedBusiness.merchantId;
    const readable =
      invoice &&
      invoice.status === 'posted' &&
      (callerCan(caller, 'business:any') ||
        invoice.merchantId === merchantId ||
        invoice.recipientMerchantId === merchantId);
    if (!readable) return reply.code(404).send({ message: 'NOT_FOUND' });
    const pdf = await ensureInvoicePdf(services.db, invoice.id, services.config.publicUrl);
    if (!pdf) return reply.code(404).send({ message: 'NOT_FOUND' });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf.bytes);
  });

  app.get<{ Params: { hash: string } }>('/api/verify/:hash', async (request, reply) => {
    const found = await verifyDocument(services.db, request.params.hash.toLowerCase());
    return reply
      .header('cache-control', 'no-store')
      .send(found ? { valid: true, ...found } : { valid: false });
  });
}
