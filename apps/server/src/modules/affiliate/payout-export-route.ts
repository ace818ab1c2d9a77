import type { FastifyInstance } from 'fastify';
import { minorToDecimal } from '@back-office/domain/accounting';
import type { Services } from '../../graphql/context';
import { csvLine, exportCaller, sendCsv } from '../../http/csv-export';
import { payoutsOf, type PayoutView } from './payout.service';

const COLUMNS: [string, (p: PayoutView) => string | number | null][] = [
  ['affiliate', (p) => p.affiliateName],
  ['currency', (p) => p.currency],
  ['period from', (p) => p.periodFrom],
  ['period to', (p) => p.periodTo],
  ['total', (p) => minorToDecimal(p.totalMinor)],
  ['status', (p) => p.status],
  ['method', (p) => p.method],
  ['reference', (p) => p.reference],
  ['paid at', (p) => p.paidAt],
  ['commissions', (p) => p.commissionCount],
];

/** GET /exports/affiliate-payouts.csv[?affiliateId=]: payouts newest first, amounts exact. */
export function registerPayoutExportRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: { affiliateId?: string } }>(
    '/exports/affiliate-payouts.csv',
    async (request, reply) => {
      const caller = exportCaller(request, reply, services, 'affiliate:read');
      if (!caller) return reply;
      const payouts = await payoutsOf(services.db, request.query.affiliateId ?? null);
      // A chunk per hundred rows: the reply's stream writes each chunk on its own.
      async function* lines() {
        let chunk = csvLine(COLUMNS.map(([name]) => name));
        for (const [n, payout] of payouts.entries()) {
          chunk += csvLine(COLUMNS.map(([, get]) => get(payout)));
          if (n % 100 === 99) {
            yield chunk;
            chunk = '';
          }
        }
        if (chunk) yield chunk;
      }
      const day = new Date().toISOString().slice(0, 10);
      return sendCsv(reply, `affiliate-payouts-${day}.csv`, lines());
    },
  );
}
