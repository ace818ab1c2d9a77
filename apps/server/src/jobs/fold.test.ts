import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { freshCoupons } from '../test/coupons';
import { graphql } from '../test/gql';
import { createHarness, DATABASE_KINDS, signInTo, type Harness } from '../test/harness';
import { expectRollupsRebuilt } from '../test/rollups';
import { startServer, type RunningServer } from '../test/server-process';
import { foldFacts } from './fold';

const SCAN = graphql(`
  mutation FoldScan($couponId: ID!, $token: String!, $userId: ID!) {
    coupon {
      scanQrCode(couponId: $couponId, token: $token, userId: $userId) {
        success
        messageCode
      }
    }
  }
`);
const OVERVIEW = graphql(`
  query FoldOverview($period: AnalyticsPeriod!) {
    analytics {
      overview(period: $period) {
        currency
        redemptions {
          value
        }
        redeemedValueMinor {
          value
        }
        couponsIssued {
          value
        }
        grossSalesMinor {
          value
        }
      }
    }
  }
`);

async function rows<T = Record<string, unknown>>(h: Harness, query: SQL) {
  return rowsOf<T>(await h.database.db.execute(query));
}

/** The business's last 30 days, as its dashboard reads them, and as the raw rows say. */
async function figures(h: Harness, merchantId: string, token: string) {
  const [period] = await rows<{ from: string; to: string }>(
    h,
    sql`select to_char(d - 29, 'YYYY-MM-DD') as from, to_char(d, 'YYYY-MM-DD') as to
      from (select (now() at time zone analytics_timezone(${merchantId}))::date as d) x`,
  );
  const answer = await h.gql(OVERVIEW, { period: period! }, { token });
  const eur = answer.data!.analytics.overview.find((o) => o.currency === 'EUR')!;
  const within = sql`(created_at at time zone analytics_timezone(merchant_id))::date
    between ${period!.from}::date and ${period!.to}::date and merchant_id = ${merchantId} and currency = 'EUR'`;
  const [raw] = await rows<Record<string, number>>(
    h,
    sql`select
      (select count(*) from sales where kind = 'redemption' and ${within})::int as redemptions,
      (select coalesce(sum(amount), 0) from sales where kind = 'redemption' and ${within})::int as redeemed,
      (select count(*) from coupons where ${within})::int as issued,
      (select coalesce(sum(amount), 0) from sales where ${within})::int as gross`,
  );
  return {
    dashboard: {
      redemptions: eur.redemptions.value,
      redeemed: eur.redeemedValueMinor.value,
      issued: eur.couponsIssued.value,
      gross: eur.grossSalesMinor.value,
    },
    raw: raw!,
  };
}

/** Redeems `count` fresh coupons of Aroma Cafe at once, as a counter's cashiers would. */
async function burst(h: Harness, count: number) {
  const cashier = (await signInTo(h, 'cashier@demo.test', h.merchants.aroma)).token;
  const coupons = await freshCoupons(h, count);
  const answers = await Promise.all(
    coupons.map((c) =>
      h.gql(
        SCAN,
        { couponId: c.id, userId: c.customerId, token: h.tokens.signQr(c.id, c.customerId, 60) },
        { token: cashier },
      ),
    ),
  );
  expect(answers.filter((a) => a.data?.coupon.scanQrCode.success).length).toBe(count);
}

describe.each(DATABASE_KINDS)('the fold on %s', (kind) => {
  describe('with the fold job running', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await createHarness(kind);
    }, 120_000);
    afterAll(() => h?.close());

    it('after a redemption burst, folds every fact within 5 s into what a rebuild from the raw rows makes', async () => {
      const executive = (await signInTo(h, 'exec@demo.test', h.merchants.aroma)).token;
      await burst(h, 40);
      const started = Date.now();
      // The watermark's snapshot sees every fact of the burst: they have all been folded.
      for (;;) {
        const [state] = await rows<{ done: boolean }>(
          h,
          sql`select not exists (select 1 from sales
            where not pg_visible_in_snapshot(fold_xid, analytics_folded())) as done`,
        );
        if (state!.done) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const took = Date.now() - started;
      console.log(`fold on ${kind}: the burst's facts folded ${took} ms after it`);
      expect(took).toBeLessThan(5_000);
      const { dashboard, raw } = await figures(h, h.merchants.aroma, executive);
      expect(dashboard).toEqual(raw);
      await expectRollupsRebuilt(h);
    });
  });

  describe('with no fold running', () => {
    let h: Harness;
    beforeAll(async () => {
      // An hour between folds: the facts of the test stay after the watermark until it folds.
      h = await createHarness(kind, { FOLD_POLL_MS: '3600000' });
      await foldFacts(h.database.db, { wait: true });
    }, 120_000);
    afterAll(() => h?.close());

    it('answers the dashboard exactly from the rollups and the facts after the watermark, before and after they are folded', async () => {
      const executive = (await signInTo(h, 'exec@demo.test', h.merchants.aroma)).token;
      const before = await figures(h, h.merchants.aroma, executive);
      expect(before.dashboard).toEqual(before.raw);
      await burst(h, 12);
      const [waiting] = await rows<{ n: number }>(
        h,
        sql`select count(*)::int as n from sales
          where not pg_visible_in_snapshot(fold_xid, analytics_folded())`,
      );
      expect(waiting!.n).toBe(12);
      const unfolded = await figures(h, h.merchants.aroma, executive);
      expect(unfolded.dashboard).toEqual(unfolded.raw);
      expect(unfolded.dashboard.redemptions).toBe(before.dashboard.redemptions + 12);
      expect(await foldFacts(h.database.db)).toBe(true);
      // Folded once: a second fold finds nothing, and the figures do not move.
      expect(await foldFacts(h.database.db)).toBe(false);
      const folded = await figures(h, h.merchants.aroma, executive);
      expect(folded.dashboard).toEqual(unfolded.dashboard);
      await expectRollupsRebuilt(h);
    });
  });
});

// The folding process killed in the middle of a fold: its transaction is undone with it, the next
// fold (here by another process) folds the same facts, and nothing is lost or counted twice.
describe.runIf(process.env.DATABASE_URL)('kill -9 of the folding process on PostgreSQL', () => {
  const jwtSecret = randomBytes(32).toString('hex');
  let h: Harness;
  const running: RunningServer[] = [];

  beforeAll(async () => {
    h = await createHarness('postgres', { JWT_SECRET: jwtSecret, FOLD_POLL_MS: '3600000' });
    await foldFacts(h.database.db, { wait: true });
    // The server's backend notices within 10 ms that its process is gone, and ends the fold
    // there rather than finishing and committing it.
    const name = new URL(h.databaseUrl!).pathname.slice(1);
    await h.database.db.execute(
      sql.raw(`alter database ${name} set client_connection_check_interval = '10ms'`),
    );
  }, 120_000);
  afterAll(async () => {
    await Promise.all(running.map((s) => s.stop()));
    await h?.close();
  });

  it('loses and doubles nothing', async () => {
    // Enough facts for a fold of a few seconds: coupons and their redemptions, each in one statement.
    const [offer] = await rows<{ id: string }>(
      h,
      sql`select id from offers where merchant_id = ${h.merchants.aroma} and status = 'approved' limit 1`,
    );
    await h.database.db
      .execute(sql`insert into customers (first_name, last_name, email, wallet_key_hash)
      select 'Kill', 'Test', 'kill' || g || '@test.test', 'kill-' || g from generate_series(1, 20000) g`);
    await h.database.db
      .execute(sql`insert into coupons (offer_id, customer_id, merchant_id, name, retail_price, expires_at)
      select ${offer!.id}, id, ${h.merchants.aroma}, 'Kill test', 420, now() + interval '1 day'
      from customers where last_name = 'Test' and first_name = 'Kill'`);
    await h.database.db
      .execute(sql`insert into sales (merchant_id, coupon_id, customer_id, amount, currency,
        created_at)
      select merchant_id, id, customer_id, retail_price, currency, created_at - (random() * interval '20 days')
      from coupons where name = 'Kill test'`);
    const [before] = await rows<{ below: string }>(
      h,
      sql`select snapshot::text as below from analytics_fold_state`,
    );

    const folder = await startServer(4417, {
      DATABASE_URL: h.databaseUrl!,
      JWT_SECRET: jwtSecret,
      FOLD_POLL_MS: '50',
    });
    running.push(folder);
    // Killed as soon as its fold is seen running.
    for (;;) {
      const [active] = await rows<{ n: number }>(
        h,
        sql`select count(*)::int as n from pg_stat_activity
          where state = 'active' and query like 'select analytics_fold(%' and pid <> pg_backend_pid()`,
      );
      if (active!.n > 0) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    await folder.kill();
    // The killed fold moved nothing: its backend ends, and with it its transaction.
    for (;;) {
      const [active] = await rows<{ n: number }>(
        h,
        sql`select count(*)::int as n from pg_stat_activity
          where query like 'select analytics_fold(%' and pid <> pg_backend_pid()`,
      );
      if (active!.n === 0) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const [after] = await rows<{ below: string }>(
      h,
      sql`select snapshot::text as below from analytics_fold_state`,
    );
    expect(after!.below).toBe(before!.below);

    const second = await startServer(4418, {
      DATABASE_URL: h.databaseUrl!,
      JWT_SECRET: jwtSecret,
      FOLD_POLL_MS: '50',
    });
    running.push(second);
    await foldFacts(h.database.db, { wait: true });
    const [folded] = await rows<{ n: number }>(
      h,
      sql`select sum(redemptions)::int as n from analytics_daily where merchant_id = ${h.merchants.aroma}`,
    );
    const [raw] = await rows<{ n: number }>(
      h,
      sql`select count(*)::int as n from sales where merchant_id = ${h.merchants.aroma} and kind = 'redemption'`,
    );
    expect(folded!.n).toBe(raw!.n);
    await expectRollupsRebuilt(h);
  }, 120_000);
});
