import type { FastifyInstance } from 'fastify';
import { minorToDecimal } from '@back-office/domain/accounting';
import { saleFilterSchema } from '@back-office/domain/schemas/sales';
import type { Services } from '../../graphql/context';
import { csvLine, exportCaller, sendCsv } from '../../http/csv-export';
import { saleRows, type SaleListRow } from './sales.queries';
import { saleQueryFor } from './sales.service';
import { messageOfRef } from '../../graphql/result-message';

const BATCH = 1000;
const MAX_ROWS = 100_000;
const COLUMNS: [string, (r: SaleListRow) => string | number | null][] = [
  ['time', (r) => new Date(r.created_at).toISOString()],
  ['kind', (r) => r.kind],
  ['business', (r) => r.business_name],
  ['payment method', (r) => r.payment_method],
  ['amount', (r) => minorToDecimal(Number(r.amount))],
  ['currency', (r) => r.currency],
  ['refunded', (r) => minorToDecimal(Number(r.refunded))],
  ['offer', (r) => r.offer_title],
  ['store', (r) => r.store_name],
  ['customer', (r) => r.customer_name],
  ['employee', (r) => r.employee_name],
  ['refund of', (r) => r.refund_of],
  ['reason', (r) => r.reason],
  ['invoice', (r) => r.invoice_number],
];

/** GET /exports/sales.csv: the filtered sales (the list's filter as query parameters), newest first. */
export function registerSalesExportRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: Record<string, string> }>('/exports/sales.csv', async (request, reply) => {
    const caller = exportCaller(request, reply, services, 'sales:read');
    if (!caller) return reply;
    const filter = saleFilterSchema.safeParse(request.query);
    if (!filter.success) return reply.code(400).send(messageOfRef(filter.error.issues[0]!.message));
    const query = await saleQueryFor(services.db, caller, filter.data);
    async function* lines() {
      yield csvLine(COLUMNS.map(([name]) => name));
      let after: [string, string] | null = null;
      let sent = 0;
      for (;;) {
        const batch = await saleRows(services.db, query, BATCH, after);
        for (const row of batch) yield csvLine(COLUMNS.map(([, get]) => get(row)));
        sent += batch.length;
        const last = batch[batch.length - 1];
        if (batch.length < BATCH || sent >= MAX_ROWS || !last) return;
        after = [last.sort_at, last.id];
      }
    }
    const day = new Date().toISOString().slice(0, 10);
    return sendCsv(reply, `sales-${day}.csv`, lines());
  });
}
