import { sql, type SQL } from 'drizzle-orm';

/**
 * The calendar date where a business is (in its time zone, by migration 0011's
 * analytics_timezone) at a moment, now by default, for the business a column names: what
 * "overdue" and "today" mean for its documents.
 */
export function businessToday(merchantId: SQL, at: SQL = sql`now()`): SQL {
  return sql`(${at} at time zone analytics_timezone(${merchantId}))::date`;
}

/** The businesses owed on an invoice: those whose invoices can be overdue (their open index). */
export const businessesWithOpenInvoices = sql`select distinct merchant_id from invoice_settlements
  where kind = 'invoice' and outstanding > 0`;

/**
 * Each business's date at a moment (`merchant_id`, `today`), for the businesses `among` selects
 * (a statement of `merchant_id`s), or for one business when given: joined to many rows of those
 * businesses, it is worked out once per business rather than once per row, and never for a
 * business the rows cannot name (every one of 100,000 businesses' dates took 600 ms).
 */
export function businessTodays(merchantId: string | null, among: SQL, at: SQL = sql`now()`): SQL {
  const businesses = merchantId ? sql`select ${merchantId}::uuid as merchant_id` : among;
  // offset 0 keeps PostgreSQL from folding the subquery into the join, which would work the day
  // out again for every joined row.
  return sql`(select m.merchant_id, ${businessToday(sql`m.merchant_id`, at)} as today
    from (${businesses}) m offset 0)`;
}
