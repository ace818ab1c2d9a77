import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { RECEIVABLE_AGES, receivableAge, type ReceivableAge } from '@back-office/domain/accounting';
import { rowsOf } from '../../db/rows';
import type { BusinessCaller } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';
import { visibleMerchant } from '../../graphql/tenant';
import { parseArgs } from '../../graphql/validate';
import type { Db } from '../../db/client';
import { businessesWithOpenInvoices, businessTodays } from '../../db/business-day';
import { accountingSettingsOf, isCustomerOf, searchCustomers } from './accounting.queries';

const scopeArgs = z.object({ merchantId: z.uuid().nullish() });

export function accountingSettings(ctx: GraphQLContext, caller: BusinessCaller) {
  return accountingSettingsOf(ctx.db, caller.selectedBusiness.merchantId);
}

/** A business's currency, VAT rates, terms, time zone and language. */
export function businessMoneySettings(db: Db, merchantId: string) {
  return accountingSettingsOf(db, merchantId);
}

/** A customer the business knows: one who holds its coupon or bought from it (the provider: any). */
export function isCustomerOfBusiness(db: Db, merchantId: string, customerId: string) {
  return isCustomerOf(db, merchantId, customerId);
}

/** The business's known customers matching a search, by name, for other modules' pickers. */
export function customersOfBusiness(
  db: Db,
  merchantId: string,
  like: string | null,
  limit: number,
) {
  return searchCustomers(db, merchantId, like, limit);
}

/** Amounts due of posted invoices by how long past due they are, in each currency. */
export async function receivables(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { merchantId } = parseArgs(scopeArgs, args);
  const scope = visibleMerchant(caller, merchantId);
  const result = await ctx.db.execute(sql`
    select st.currency, (bd.today - st.due_date) as days_overdue, st.outstanding as due
      from invoice_settlements st
      join ${businessTodays(scope, businessesWithOpenInvoices)} bd on bd.merchant_id = st.merchant_id
     where st.kind = 'invoice' and st.outstanding > 0`);
  const byCurrency = new Map<string, Map<ReceivableAge, { count: number; dueMinor: number }>>();
  for (const row of rowsOf<{ currency: string; days_overdue: number; due: string }>(result)) {
    const due = Number(row.due);
    if (due <= 0) continue;
    const buckets =
      byCurrency.get(row.currency) ??
      new Map(RECEIVABLE_AGES.map((age) => [age, { count: 0, dueMinor: 0 }]));
    const bucket = buckets.get(receivableAge(Number(row.days_overdue)))!;
    bucket.count += 1;
    bucket.dueMinor += due;
    byCurrency.set(row.currency, buckets);
  }
  return [...byCurrency.entries()].map(([currency, buckets]) => ({
    currency,
    buckets: [...buckets.entries()].map(([age, b]) => ({ age, ...b })),
    totalDueMinor: [...buckets.values()].reduce((sum, b) => sum + b.dueMinor, 0),
  }));
}

const vatArgs = z.object({
  year: z.number().int().min(2000).max(2100),
  merchantId: z.uuid().nullish(),
});

/** Net and VAT of posted invoices, less posted credit notes, by month of issue and rate. */
export async function vatByMonth(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { year, merchantId } = parseArgs(vatArgs, args);
  const scope = visibleMerchant(caller, merchantId);
  const result = await ctx.db.execute(sql`
    select to_char(i.issue_date, 'YYYY-MM') as month, i.currency, l.vat_rate,
           sum(case when i.kind = 'credit_note' then -l.net else l.net end)::bigint as net,
           sum(case when i.kind = 'credit_note' then -l.vat else l.vat end)::bigint as vat
      from invoices i join invoice_lines l on l.invoice_id = i.id
     where i.status = 'posted'
       -- By the month of the issue date (the tax point), not by the series year: a draft dated
       -- last year and posted this year belongs to last year's VAT.
       and i.issue_date >= ${`${year}-01-01`}::date and i.issue_date < ${`${year + 1}-01-01`}::date
       ${scope ? sql`and i.merchant_id = ${scope}` : sql``}
     group by 1, 2, 3 order by 1, 2, 3 desc`);
  return rowsOf<{ month: string; currency: string; vat_rate: number; net: string; vat: string }>(
    result,
  ).map((r) => ({
    month: r.month,
    currency: r.currency,
    vatRateBp: Number(r.vat_rate),
    netMinor: Number(r.net),
    vatMinor: Number(r.vat),
  }));
}
