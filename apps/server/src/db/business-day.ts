import { sql, type SQL } from 'drizzle-orm';
import { BUSINESS_SETTINGS_DEFAULTS } from '@back-office/domain/constants';

/**
 * The calendar date where a business is (in its time zone) at a moment, now by default, for the
 * business a column names: what "overdue" and "today" mean for its documents.
 */
export function businessToday(merchantId: SQL, at: SQL = sql`now()`): SQL {
  return sql`(${at} at time zone coalesce((select s.timezone from business_settings s
    where s.merchant_id = ${merchantId}), ${BUSINESS_SETTINGS_DEFAULTS.timezone}))::date`;
}

/**
 * Each business's date now (`merchant_id`, `today`), one business's when given: joined to many rows
 * of the businesses, it is worked out once per business rather than once per row.
 */
export function businessTodays(merchantId: string | null): SQL {
  // offset 0 keeps PostgreSQL from folding the subquery into the join, which would work the day
  // out again for every joined row.
  return sql`(select m.id as merchant_id, ${businessToday(sql`m.id`)} as today from merchants m
    ${merchantId ? sql`where m.id = ${merchantId}` : sql``} offset 0)`;
}
