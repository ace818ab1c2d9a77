import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { rolesCan } from '@back-office/domain/actions';
import type { BusinessCaller } from '../../graphql/access-rules';
import type { Services } from '../../graphql/context';
import { listScans, type ScanEntryRow, type ScanQuery } from './scan.queries';
import { scanFilterSchema, scanQueryFor } from './scan.service';

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

// Quoted, and a leading = + - @ made inert, so that a spreadsheet never runs a cell as a formula.
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** GET /exports/scans.csv: the filtered scan history as CSV, newest first, up to 100,000 rows. */
export function registerScanExportRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: Record<string, string> }>('/exports/scans.csv', async (request, reply) => {
    const header = request.headers.authorization;
    const verified = header?.startsWith('Bearer ')
      ? services.tokens.verifyAccess(header.slice(7))
      : null;
    const selected = verified?.ok ? verified.claims.selectedBusiness : undefined;
    if (!verified?.ok || !selected) return reply.code(401).send({ message: 'UNAUTHENTICATED' });
    if (!rolesCan(selected.roles, 'scan:read:own')) {
      return reply.code(403).send({ message: 'FORBIDDEN' });
    }
    const filter = scanFilterSchema.safeParse(request.query);
    if (!filter.success) return reply.code(400).send({ message: filter.error.issues[0]?.message });
    const caller = { ...verified.claims, selectedBusiness: selected } as BusinessCaller;
    let query: ScanQuery;
    try {
      query = scanQueryFor(caller, filter.data, BATCH);
    } catch {
      return reply.code(403).send({ message: 'FORBIDDEN' });
    }
    async function* rows() {
      yield `${COLUMNS.map(([name]) => csvCell(name)).join(',')}\r\n`;
      let sent = 0;
      for (;;) {
        const batch = await listScans(services.db, query);
        for (const row of batch)
          yield `${COLUMNS.map(([, get]) => csvCell(get(row))).join(',')}\r\n`;
        sent += batch.length;
        const last = batch[batch.length - 1];
        if (batch.length < BATCH || sent >= MAX_ROWS || !last) return;
        query = { ...query, after: { createdAt: last.cursorAt, id: last.id } };
      }
    }
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="scans-${filter.data.view}-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(rows()));
  });
}
