import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, LOGIN, SELECT_BUSINESS, type Harness } from '../../test/harness';
import { freshCoupons } from '../../test/coupons';
import { graphql } from '../../test/gql';
import {
  postGraphQL,
  SERVER_CONNECTIONS,
  startServer,
  type RunningServer,
} from '../../test/server-process';

const SCAN = graphql(`
  mutation KillScan($couponId: ID!, $token: String!, $userId: ID!, $scanId: ID) {
    coupon {
      scanQrCode(couponId: $couponId, token: $token, userId: $userId, scanId: $scanId) {
        success
        messageCode
        redeemedAt
      }
    }
  }
`);

// A server process killed with redemptions in flight, then started again: the scanners retry
// what got no answer with the same scan ids, and the books agree with the coupons; directly, and
// through a transaction pooler when the run has one (PGBOUNCER_URL).
const PORTS = { direct: [4415, 4416], pooled: [4425, 4426] } as const;

describe.runIf(process.env.DATABASE_URL).each(SERVER_CONNECTIONS)(
  'kill -9 during redemptions on PostgreSQL, $name',
  (connection) => {
    const jwtSecret = randomBytes(32).toString('hex');
    let h: Harness;
    let env: Record<string, string>;
    const running: RunningServer[] = [];

    beforeAll(async () => {
      h = await createHarness('postgres', { JWT_SECRET: jwtSecret });
      env = { ...connection.env(h.databaseUrl!), JWT_SECRET: jwtSecret };
    }, 60_000);
    afterAll(async () => {
      await Promise.all(running.map((s) => s.stop()));
      await h?.close();
    });

    it('loses and doubles nothing: every scan retried with its id is redeemed exactly once', async () => {
      const coupons = await freshCoupons(h, 60);
      const first = await startServer(PORTS[connection.kind][0], env);
      running.push(first);
      const login = await postGraphQL(first.url, LOGIN, {
        email: 'cashier@demo.test',
        password: 'Demo1234',
      });
      const selected = await postGraphQL(
        first.url,
        SELECT_BUSINESS,
        { merchantId: h.merchants.aroma },
        login.data!.employee.employeeLogin.token!,
      );
      const token = selected.data!.employee.selectBusiness.token!;
      const scans = coupons.map((c) => ({
        couponId: c.id,
        userId: c.customerId,
        token: h.tokens.signQr(c.id, c.customerId, 60),
        scanId: randomUUID(),
      }));

      // Every scan is sent; the process is killed as soon as five answers are back.
      let answered = 0;
      const firstAnswer = new Promise<void>((resolve) => {
        for (const vars of scans)
          void postGraphQL(first.url, SCAN, vars, token)
            .then(() => {
              answered += 1;
              if (answered === 5) resolve();
            })
            .catch(() => undefined);
      });
      await firstAnswer;
      await first.kill();
      expect(answered).toBeLessThan(scans.length);
      const redeemedBeforeKill = await h.database.db.execute(
        sql`select count(*)::int as n from coupons where redeemed and id in ${coupons.map((c) => c.id)}`,
      );

      const second = await startServer(PORTS[connection.kind][1], env);
      running.push(second);
      const retried = await Promise.all(
        scans.map((vars) => postGraphQL(second.url, SCAN, vars, token)),
      );
      for (const answer of retried)
        expect(answer.data?.coupon.scanQrCode, JSON.stringify(answer.errors)).toMatchObject({
          success: true,
          messageCode: 'COUPON_REDEEMED',
        });

      // Every coupon of the business agrees with its scan history and its sales.
      const disagreements = await h.database.db.execute(sql`
      select c.id, c.redeemed,
        (select count(*) from scans s where s.coupon_id = c.id and s.outcome = 'COUPON_REDEEMED') as redemptions,
        (select count(*) from sales s where s.coupon_id = c.id) as sales
      from coupons c
      where c.merchant_id = ${h.merchants.aroma}
        and ((c.redeemed and ((select count(*) from scans s where s.coupon_id = c.id and s.outcome = 'COUPON_REDEEMED') <> 1
              or (select count(*) from sales s where s.coupon_id = c.id) <> 1))
          or (not c.redeemed and (exists (select 1 from scans s where s.coupon_id = c.id and s.outcome = 'COUPON_REDEEMED')
              or exists (select 1 from sales s where s.coupon_id = c.id))))`);
      expect((disagreements as unknown as { rows: unknown[] }).rows).toEqual([]);
      const rows = (redeemedBeforeKill as unknown as { rows: { n: number }[] }).rows;
      // Printed so that a run shows how much was cut off mid-flight.
      console.info(
        `kill -9: ${answered} of ${scans.length} answered, ${rows[0]!.n} redeemed before the kill`,
      );
    }, 180_000);
  },
);
