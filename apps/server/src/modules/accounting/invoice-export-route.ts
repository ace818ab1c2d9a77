import type { FastifyInstance } from 'fastify';
import { MAX_PAGE_SIZE } from '@back-office/domain/constants';
import { minorToDecimal } from '@back-office/domain/accounting';
import { invoiceFilterSchema } from '@back-office/domain/schemas/accounting';
import type { Services } from '../../graphql/context';
import { csvLine, exportCaller, sendCsv } from '../../http/csv-export';
import { invoicePage } from './invoice-list.service';
import { messageOfRef } from '../../graphql/result-message';

const MAX_ROWS = 100_000;
const money = (minor: number) => minorToDecimal(minor);

type Listed = Awaited<ReturnType<typeof invoicePage>>['items'][number];
const COLUMNS: [string, (r: Listed) => string | number | null][] = [
  ['number', (r) => r.invoice.number],
  ['kind', (r) => r.invoice.kind],
  ['status', (r) => r.invoice.status],
  ['issue date', (r) => r.invoice.issueDate],
  ['due date', (r) => r.invoice.dueDate],
  ['recipient', (r) => r.recipientName],
  ['currency', (r) => r.invoice.currency],
  ['net', (r) => money(r.invoice.subtotalMinor)],
  ['VAT', (r) => money(r.invoice.vatMinor)],
  ['total', (r) => money(r.invoice.totalMinor)],
  ['paid', (r) => money(r.invoice.paidMinor)],
  ['credited', (r) => money(r.invoice.creditedMinor)],
  ['due', (r) => money(r.invoice.dueMinor)],
  ['payment status', (r) => (r.invoice.status === 'posted' ? r.invoice.paymentStatus : null)],
  ['overdue', (r) => (r.invoice.overdue ? 'yes' : 'no')],
];

/**
 * GET /exports/invoices.csv: the filtered invoices, credit notes or received invoices (the list's
 * filter as query parameters) as CSV, newest first, up to 100,000 rows, amounts exact.
 */
export function registerInvoiceExportRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: Record<string, string> }>(
    '/exports/invoices.csv',
    async (request, reply) => {
      const caller = exportCaller(request, reply, services, 'accounting:read');
      if (!caller) return reply;
      const query = request.query;
      const filter = invoiceFilterSchema.safeParse({
        ...query,
        overdue: query.overdue === undefined ? undefined : query.overdue === 'true',
      });
      if (!filter.success)
        return reply.code(400).send(messageOfRef(filter.error.issues[0]!.message));
      async function* lines() {
        yield csvLine(COLUMNS.map(([name]) => name));
        let after: string | null = null;
        let sent = 0;
        do {
          const page = await invoicePage(services.db, caller!, filter.data, MAX_PAGE_SIZE, after);
          for (const item of page.items) yield csvLine(COLUMNS.map(([, get]) => get(item)));
          sent += page.items.length;
          after = page.endCursor;
        } while (after && sent < MAX_ROWS);
      }
      const day = new Date().toISOString().slice(0, 10);
      return sendCsv(reply, `${filter.data.tab ?? 'invoices'}-${day}.csv`, lines());
    },
  );
}
