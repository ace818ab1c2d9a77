import { and, eq, gte, sql } from 'drizzle-orm';
import { PAYMENT_METHODS } from '@back-office/domain/constants';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { products, saleLines, sales, stockAdjustments } from '../../db/schema';

const HOUR = 3_600_000;
const COUNTER_SALES = 36;

/**
 * Counter sales of both merchants over the last seven weeks, in every payment method, some at a
 * store and some for a customer, with products (their stock lowered as a sale does) and free
 * lines; every seventh partly refunded and every eleventh refunded in full.
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
    const catalogue = await db
      .select({ id: products.id, name: products.name, price: products.price })
      .from(products)
      .where(and(eq(products.merchantId, merchantId), eq(products.status, 'active')))
      .orderBy(products.name);
    const storeIds = rowsOf<{ id: string }>(
      await db.execute(sql`select id from stores where merchant_id = ${merchantId} order by name`),
    ).map((r) => r.id);
    const customerIds = rowsOf<{ id: string }>(
      await db.execute(
        sql`select distinct customer_id as id from coupons where merchant_id = ${merchantId} order by 1`,
      ),
    ).map((r) => r.id);
    for (let i = 0; i < COUNTER_SALES; i++) {
      const at = new Date(now - (i * 31 + (key === 'aroma' ? 2 : 9)) * HOUR);
      const lines: {
        productId: string | null;
        description: string;
        quantity: number;
        unitAmount: number;
      }[] = [];
      const product = catalogue[i % Math.max(catalogue.length, 1)];
      const quantity = 1 + (i % 3);
      if (product) {
        const [lowered] = await db
          .update(products)
          .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}` })
          .where(and(eq(products.id, product.id), gte(products.stockQuantity, quantity)))
          .returning({ quantity: products.stockQuantity });
        if (lowered) {
          await db.insert(stockAdjustments).values({
            merchantId,
            productId: product.id,
            delta: -quantity,
            quantityAfter: lowered.quantity,
            reason: 'Counter sale',
            employeeId,
            createdAt: at,
          });
          lines.push({
            productId: product.id,
            description: product.name,
            quantity,
            unitAmount: product.price,
          });
        }
      }
      if (i % 4 === 1 || lines.length === 0)
        lines.push({
          productId: null,
          description: key === 'aroma' ? 'Gift wrapping' : 'Booking fee',
          quantity: 1,
          unitAmount: key === 'aroma' ? 250 : 1500,
        });
      const amount = lines.reduce((sum, l) => sum + l.quantity * l.unitAmount, 0);
      const [sale] = await db
        .insert(sales)
        .values({
          merchantId,
          employeeId,
          customerId:
            i % 3 === 0 ? (customerIds[i % Math.max(customerIds.length, 1)] ?? null) : null,
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
