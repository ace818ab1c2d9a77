import { sql, type SQL } from 'drizzle-orm';

/**
 * The calendar date where a business is (in its time zone, by migration 0011's
 * analytics_timezone) at a moment, now by default, for the business a column names: what
 * "overdue" and "today" mean for its documents.
 */
export function businessToday(merchantId: SQL, at: SQL = sql`now()`): SQL {
  return sql`(${at} at time zone analytics_timezone(${merchantId}))::date`;
}

/**
 * Each business's date at a moment (`merchant_id`, `today`), one business's when given: joined to
 * many rows of the businesses, it is worked out once per business rather than once per row.
 */
export function businessTodays(merchantId: string | null, at: SQL = sql`now()`): SQL {
  // offset 0 keeps PostgreSQL from folding the subquery into the join, which would work the day
  // out again for every joined row.
  return sql`(select m.id as merchant_id, ${businessToday(sql`m.id`, at)} as today from merchants m
    ${merchantId ? sql`where m.id = ${merchantId}` : sql``} offset 0)`;
}
