import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldFacts } from '../jobs/fold';
import { createHarness, DATABASE_KINDS, type Harness } from '../test/harness';

// Imports and jobs write facts by the thousand in one statement. A row trigger that updates the
// same rollup row for each of them grows with the square of the statement's rows (each update of
// a row its own transaction updated walks the row's earlier versions): 150,000 coupons in one
// statement did not finish in 10 minutes. Facts now carry no row trigger (decision record 027),
// so a load grows with its rows, and so does the fold that follows it.
// On PostgreSQL: the embedded database runs in one WebAssembly thread, where a load of 100,000 rows
// takes minutes whatever the triggers; the bound in seconds is a database server's.
describe.runIf(DATABASE_KINDS.includes('postgres'))('bulk loads on postgres', () => {
  const kind = 'postgres';
  let h: Harness;
  beforeAll(async () => {
    // The test folds by itself, to time the fold.
    h = await createHarness(kind, { FOLD_POLL_MS: '3600000' });
    await foldFacts(h.database.db, { wait: true });
  }, 120_000);
  afterAll(() => h?.close());

  async function timed(statement: ReturnType<typeof sql>) {
    const started = performance.now();
    await h.database.db.execute(statement);
    return performance.now() - started;
  }

  /** Loads `n` customers, their coupons and the coupons' redemptions, each in one statement. */
  async function load(tag: string, n: number) {
    const [offer] = (
      (await h.database.db.execute(
        sql`select id from offers where merchant_id = ${h.merchants.aroma} and status = 'approved' limit 1`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    await h.database.db
      .execute(sql`insert into customers (first_name, last_name, email, wallet_key_hash)
      select 'Bulk', ${tag}, ${tag} || g || '@bulk.test', ${tag} || '-' || g from generate_series(1, ${n}) g`);
    const coupons = await timed(sql`insert into coupons (offer_id, customer_id, merchant_id, name,
        retail_price, expires_at, created_at)
      select ${offer!.id}, id, ${h.merchants.aroma}, ${tag}, 420, now() + interval '1 day',
        now() - (random() * interval '60 days')
      from customers where last_name = ${tag}`);
    const sales =
      await timed(sql`insert into sales (merchant_id, coupon_id, customer_id, amount, currency, created_at)
      select merchant_id, id, customer_id, retail_price, currency, created_at + interval '1 hour'
      from coupons where name = ${tag}`);
    const started = performance.now();
    expect(await foldFacts(h.database.db, { wait: true })).toBe(true);
    const fold = performance.now() - started;
    console.log(
      `${kind}: ${n} coupons in one statement ${(coupons / 1000).toFixed(2)} s, ${n} sales ${(sales / 1000).toFixed(2)} s, their fold ${(fold / 1000).toFixed(2)} s`,
    );
    return { coupons, sales, fold };
  }

  it('loads 100,000 coupons and 100,000 sales in one statement each in seconds, growing with the rows', async () => {
    const small = await load('bulk10k', 10_000);
    const large = await load('bulk100k', 100_000);
    for (const part of ['coupons', 'sales', 'fold'] as const) {
      // Ten times the rows: about ten times the time (a square would be a hundred), and seconds.
      expect(large[part], part).toBeLessThan(20 * small[part] + 1_000);
      expect(large[part], part).toBeLessThan(60_000);
    }
    const [counted] = (
      (await h.database.db.execute(sql`select
        (select sum(redemptions) from analytics_daily where merchant_id = ${h.merchants.aroma})::int as folded,
        (select count(*) from sales where merchant_id = ${h.merchants.aroma} and kind = 'redemption')::int as raw`)) as unknown as {
        rows: { folded: number; raw: number }[];
      }
    ).rows;
    expect(counted!.folded).toBe(counted!.raw);
  }, 600_000);
});
