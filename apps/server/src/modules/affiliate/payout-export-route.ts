import type { FastifyInstance } from 'fastify';
import type { Services } from '../../graphql/context';
import { csvLine, exportCaller, sendCsv } from '../../http/csv-export';
import { paidAtIso, payoutExportRows, type PayoutExportRow } from './payout.service';

const COLUMNS: [string, (p: PayoutExportRow) => string | null][] = [
  ['affiliate', (p) => p.affiliate_name],
  ['currency', (p) => p.currency],
  ['period from', (p) => p.period_from],
  ['period to', (p) => p.period_to],
  ['total', (p) => p.total],
  ['status', (p) => p.status],
  ['method', (p) => p.method],
  ['reference', (p) => p.reference],
  ['paid at', (p) => p.paid_at && paidAtIso(p.paid_at)],
  ['commissions', (p) => p.commissions],
];

/** GET /exports/affiliate-payouts.csv[?affiliateId=]: payouts newest first, amounts exact. */
export function registerPayoutExportRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: { affiliateId?: string } }>(
    '/exports/affiliate-payouts.csv',
    async (request, reply) => {
      const caller = exportCaller(request, reply, services, 'affiliate:read');
      if (!caller) return reply;
      const payouts = await payoutExportRows(services.db, request.query.affiliateId ?? null);
      // At most a thousand rows, all in hand: sent as one text rather than streamed in chunks.
      let csv = csvLine(COLUMNS.map(([name]) => name));
      for (const payout of payouts) csv += csvLine(COLUMNS.map(([, get]) => get(payout)));
      const day = new Date().toISOString().slice(0, 10);
      return sendCsv(reply, `affiliate-payouts-${day}.csv`, csv);
    },
  );
}
