import { sql } from 'drizzle-orm';
import type { Action } from '@back-office/domain/actions';
import { formatMoney } from '@back-office/domain/money';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { businessesWithOpenInvoices, businessTodays } from '../../db/business-day';
import { pastDueSubscriptions } from '../subscription/subscription-view.service';
import { employeesHolding, notify, type NotificationDraft } from './notification.service';
import { personName } from '../../db/names';
import { scheduledJob } from '../../jobs/job-definition';
import { now } from '../../jobs/clock';

/**
 * Conditions that hold rather than happen: an invoice past its due date and still owed, a
 * product at or under its low-stock threshold, a subscription past due. Checked by a scheduled job; each is announced
 * once per person (the row's once_key), however often the job runs and in however many
 * processes. A product announced low is announced again only after it was restocked above its
 * threshold and fell again (the key is the stock change that made it low).
 */
export async function notifyStandingConditions(db: Db, at: Date): Promise<number> {
  const holders = new Map<string, string[]>();
  const holding = async (merchantId: string, action: Action) => {
    const key = `${merchantId}:${action}`;
    if (!holders.has(key)) holders.set(key, await employeesHolding(db, merchantId, action));
    return holders.get(key)!;
  };
  const days = businessTodays(
    null,
    businessesWithOpenInvoices,
    sql`${at.toISOString()}::timestamptz`,
  );
  const isOverdue = sql`st.kind = 'invoice' and st.outstanding > 0 and st.due_date < bd.today`;
  // The businesses with overdue invoices, then only the pairs of an overdue invoice and one of its
  // business's people that have no notification yet: the job runs every 15 minutes, and at
  // 100,000 overdue invoices proposing every pair again each time kept the server busy for seconds.
  const owing = rowsOf<{ merchant_id: string }>(
    await db.execute(sql`
      select distinct st.merchant_id from invoice_settlements st
      join ${days} bd on bd.merchant_id = st.merchant_id
      where ${isOverdue}`),
  );
  const pairs: { merchantId: string; employeeId: string }[] = [];
  for (const { merchant_id: merchantId } of owing)
    for (const employeeId of await holding(merchantId, 'invoice:write'))
      pairs.push({ merchantId, employeeId });
  const overdue = pairs.length
    ? rowsOf<{
        id: string;
        merchant_id: string;
        employee_id: string;
        number: string;
        currency: string;
        due: string;
        due_date: string;
        customer: string;
      }>(
        await db.execute(sql`
          select i.id, i.merchant_id, h.employee_id, i.number, i.currency,
            i.due_date::text as due_date, st.outstanding as due,
            coalesce(${personName('c')}, rm.name, '') as customer
          from unnest(${`{${pairs.map((p) => p.merchantId).join(',')}}`}::uuid[],
            ${`{${pairs.map((p) => p.employeeId).join(',')}}`}::uuid[]) h(merchant_id, employee_id)
          join invoice_settlements st on st.merchant_id = h.merchant_id
          join ${days} bd on bd.merchant_id = st.merchant_id
          join invoices i on i.id = st.invoice_id
          left join customers c on c.id = i.recipient_customer_id
          left join merchants rm on rm.id = i.recipient_merchant_id
          where ${isOverdue}
            and not exists (select 1 from notifications n where n.employee_id = h.employee_id
              and n.kind = 'invoice_overdue' and n.once_key = st.invoice_id::text)`),
      )
    : [];
  const low = rowsOf<{
    id: string;
    merchant_id: string;
    name: string;
    stock_quantity: number;
    low_stock_threshold: number;
    crossing: string;
  }>(
    await db.execute(sql`
      select p.id, p.merchant_id, p.name, p.stock_quantity, p.low_stock_threshold,
        coalesce((select a.id::text from stock_adjustments a
          where a.product_id = p.id and a.quantity_after <= p.low_stock_threshold
            and a.quantity_after - a.delta > p.low_stock_threshold
          order by a.created_at desc, a.id desc limit 1), 'from-start') as crossing
      from products p
      where p.status = 'active' and p.stock_quantity <= p.low_stock_threshold`),
  );

  const drafts: NotificationDraft[] = [];
  for (const invoice of overdue)
    drafts.push({
      employeeId: invoice.employee_id,
      merchantId: invoice.merchant_id,
      kind: 'invoice_overdue',
      params: {
        number: invoice.number,
        customer: invoice.customer,
        total: formatMoney(Number(invoice.due), invoice.currency),
        dueDate: invoice.due_date,
      },
      link: `/accounting/${invoice.id}`,
      onceKey: invoice.id,
    });
  for (const product of low)
    for (const employeeId of await holding(product.merchant_id, 'stock:read'))
      drafts.push({
        employeeId,
        merchantId: product.merchant_id,
        kind: 'low_stock',
        params: {
          product: product.name,
          quantity: product.stock_quantity,
          threshold: product.low_stock_threshold,
        },
        link: '/stock-control',
        onceKey: `${product.id}:${product.crossing}`,
      });
  // The business's people who pay its invoices hear that its subscription is past due, once per
  // unpaid invoice.
  for (const due of await pastDueSubscriptions(db, at))
    for (const employeeId of await holding(due.merchantId, 'invoice:write'))
      drafts.push({
        employeeId,
        merchantId: due.merchantId,
        kind: 'subscription_past_due',
        params: {
          number: due.number,
          issuer: due.issuer,
          plan: due.planEn,
          expiresOn: due.expiresOn,
        },
        link: `/accounting?tab=received`,
        onceKey: due.invoiceId,
      });
  let written = 0;
  // In slices, so one statement never carries thousands of rows.
  for (let i = 0; i < drafts.length; i += 500)
    written += await notify(db, drafts.slice(i, i + 500));
  return written;
}

// Invoices that became overdue and products that fell to their low-stock threshold: each
// written once per person and condition (the notification's once_key).
export const standingConditionsJob = scheduledJob('notifications-standing', {
  cron: '*/15 * * * *',
  handler: (_slot, ctx) => notifyStandingConditions(ctx.db, now()),
});
