import type { FastifyInstance } from 'fastify';
import { csvLine, exportCaller, sendCsv } from '../../http/csv-export';
import type { Services } from '../../graphql/context';
import { listScans, type ScanEntryRow, type ScanQuery } from './scan.queries';
import { scanFilterSchema, scanQueryFor } from './scan.service';
import { messageOfRef } from '../../graphql/result-message';

const BATCH = 1000;
const MAX_ROWS = 100_000;
const COLUMNS: [string, (r: ScanEntryRow) => string | number | null][] = [
  ['time', (r) => r.createdAt],
  ['outcome', (r) => r.outcome],
  ['business', (r) => r.merchantName],
  ['coupon id', (r) => r.couponId],
  ['coupon', (r) => r.couponName],
  ['value (minor units)', (r) => r.retailPriceMinor],
  ['currency', (r) => r.currency],
  ['customer', (r) => r.customerName],
  ['employee', (r) => r.employeeName],
];

/** GET /exports/scans.csv: the filtered scan history as CSV, newest first, up to 100,000 rows. */
export function registerScanExportRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: Record<string, string> }>('/exports/scans.csv', async (request, reply) => {
    const caller = exportCaller(request, reply, services, 'scan:read:own');
    if (!caller) return reply;
    const filter = scanFilterSchema.safeParse(request.query);
    if (!filter.success) return reply.code(400).send(messageOfRef(filter.error.issues[0]!.message));
    let query: ScanQuery;
    try {
      query = scanQueryFor(caller, filter.data, BATCH);
    } catch {
      return reply.code(403).send({ message: 'FORBIDDEN' });
    }
    async function* rows() {
      yield csvLine(COLUMNS.map(([name]) => name));
      let sent = 0;
      for (;;) {
        const batch = await listScans(services.db, query);
        for (const row of batch) yield csvLine(COLUMNS.map(([, get]) => get(row)));
        sent += batch.length;
        const last = batch[batch.length - 1];
        if (batch.length < BATCH || sent >= MAX_ROWS || !last) return;
        query = { ...query, after: { createdAt: last.cursorAt, id: last.id } };
      }
    }
    const day = new Date().toISOString().slice(0, 10);
    return sendCsv(reply, `scans-${filter.data.view}-${day}.csv`, rows());
  });
}
