import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { documentCounters } from './schema';

/**
 * The next number of a business's series, taken in the caller's transaction: the counter row
 * stays locked until it commits, and a rollback gives the number back, so numbers have neither
 * gaps nor twins. Invoices count per year; a series numbered for good uses year 0.
 */
export async function takeNumber(tx: Db, merchantId: string, series: string, year: number) {
  const [row] = await tx
    .insert(documentCounters)
    .values({ merchantId, series, year, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.merchantId, documentCounters.series, documentCounters.year],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  return row!.last;
}
