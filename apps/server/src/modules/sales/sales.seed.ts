import { sql } from 'drizzle-orm';
import { PAYMENT_METHODS } from '@back-office/domain/constants';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { saleLines, sales } from '../../db/schema';

const HOUR = 3_600_000;

// Free lines of each business's counter: the demo's products and customers keep the stock
// histories and spending their own tests describe.
const ITEMS: Record<'aroma' | 'blueBay', [string, number][]> = {
  aroma: [
    ['Flat white to go', 350],
    ['Butter croissant', 220],
    ['Coffee beans 250 g', 1250],
    ['Gift wrapping', 250],
  ],
  blueBay: [
    ['Booking fee', 1500],
    ['Seat upgrade', 4500],
    ['Luggage allowance', 3000],
    ['Travel guide', 1800],
  ],
};
const COUNTER_SALES = 36;

/**
 * Counter sales of both merchants over the last seven weeks, in every payment method, some at a
 * store; every seventh partly refunded and every eleventh refunded in full.
 */
export async function seedDemoSales(
  db: Db,
  ids: {
    merchants: { aroma: string; blueBay: string };
    employees: { aroma: string; blueBay: string };
  },
) {
  const now = Date.now();
  for (const key of ['aroma', 'blueBay'] as const) {
    const merchantId = ids.merchants[key];
    const employeeId = ids.employees[key];
    const storeIds = rowsOf<{ id: string }>(
      await db.execute(sql`select id from stores where merchant_id = ${merchantId} order by name`),
    ).map((r) => r.id);
    for (let i = 0; i < COUNTER_SALES; i++) {
      const at = new Date(now - (i * 31 + (key === 'aroma' ? 2 : 9)) * HOUR);
      const lines = ITEMS[key]
        .filter((_, n) => (i + n) % 3 !== 0)
        .map(([description, unitAmount], n) => ({
          productId: null,
          description,
          quantity: 1 + ((i + n) % 3),
          unitAmount,
        }));
      const amount = lines.reduce((sum, l) => sum + l.quantity * l.unitAmount, 0);
      const [sale] = await db
        .insert(sales)
        .values({
          merchantId,
          employeeId,
          storeId: i % 2 === 0 ? (storeIds[i % Math.max(storeIds.length, 1)] ?? null) : null,
          amount,
          currency: 'EUR',
          kind: 'counter',
          paymentMethod: PAYMENT_METHODS[i % PAYMENT_METHODS.length]!,
          createdAt: at,
        })
        .returning({ id: sales.id, storeId: sales.storeId, customerId: sales.customerId });
      await db.insert(saleLines).values(
        lines.map((l, position) => ({
          ...l,
          saleId: sale!.id,
          merchantId,
          amount: l.quantity * l.unitAmount,
          position,
        })),
      );
      const refund = i % 11 === 5 ? amount : i % 7 === 3 ? Math.floor(amount / 2) : 0;
      if (refund > 0)
        await db.insert(sales).values({
          merchantId,
          employeeId,
          customerId: sale!.customerId,
          storeId: sale!.storeId,
          amount: -refund,
          currency: 'EUR',
          kind: 'refund',
          paymentMethod: PAYMENT_METHODS[i % PAYMENT_METHODS.length]!,
          refundOf: sale!.id,
          reason: refund === amount ? 'Order cancelled' : 'Item returned',
          createdAt: new Date(at.getTime() + 2 * HOUR),
        });
    }
  }
}
