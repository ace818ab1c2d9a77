import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../db/rows';
import type { Harness } from './harness';

// Every rollup the fold keeps: after a fold, each equals what a rebuild from the raw rows makes.
const ROLLUPS = [
  'analytics_daily',
  'analytics_sales_daily',
  'analytics_hourly',
  'analytics_offer_daily',
  'analytics_product_daily',
  'analytics_monthly',
  'analytics_sales_monthly',
  'analytics_offer_monthly',
  'analytics_product_monthly',
  'analytics_heatmap_monthly',
  'analytics_customer_firsts',
  'analytics_customer_days',
  'analytics_platform_customers',
  'analytics_platform_customer_days',
  'analytics_platform_daily',
  'analytics_customer_months',
  'analytics_retention',
  'analytics_staff_daily',
  'analytics_employee_days',
  'analytics_wallet_daily',
];

async function rollupsOf(h: Harness) {
  const all: Record<string, string[]> = {};
  for (const table of ROLLUPS)
    all[table] = rowsOf<{ r: string }>(
      await h.database.db.execute(sql.raw(`select t::text as r from ${table} t`)),
    )
      .map((r) => r.r)
      .sort();
  return all;
}

/** The rollups as kept, then as a rebuild from the raw rows makes them (which they become). */
export async function expectRollupsRebuilt(h: Harness) {
  const kept = await rollupsOf(h);
  await h.database.db.execute(sql`select analytics_rebuild()`);
  const rebuilt = await rollupsOf(h);
  for (const table of ROLLUPS) expect(kept[table], table).toEqual(rebuilt[table]);
}
