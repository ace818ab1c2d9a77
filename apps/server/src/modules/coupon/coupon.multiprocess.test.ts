import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, sales, scans } from '../../db/schema';
import { graphql } from '../../test/gql';
import { createHarness, LOGIN, SELECT_BUSINESS, type Harness } from '../../test/harness';
import {
  postGraphQL,
  SERVER_CONNECTIONS,
  startServer,
  type RunningServer,
} from '../../test/server-process';

const SCAN = graphql(`
  mutation MultiprocessScan($couponId: ID!, $token: String!, $userId: ID!) {
    coupon {
      scanQrCode(couponId: $couponId, token: $token, userId: $userId) {
        success
        messageCode
      }
    }
  }
`);

const PORTS = { direct: [4411, 4412], pooled: [4421, 4422] };

// Two API processes on one PostgreSQL, as in production behind a load balancer: directly, and
// through a transaction pooler when the run has one (PGBOUNCER_URL).
describe.runIf(process.env.DATABASE_URL).each(SERVER_CONNECTIONS)(
  'redemption across two server processes on PostgreSQL, $name',
  (connection) => {
    const jwtSecret = randomBytes(32).toString('hex');
    let h: Harness;
    let servers: RunningServer[] = [];

    beforeAll(async () => {
      h = await createHarness('postgres', { JWT_SECRET: jwtSecret });
      const env = { ...connection.env(h.databaseUrl!), JWT_SECRET: jwtSecret };
      servers = await Promise.all(PORTS[connection.kind].map((port) => startServer(port, env)));
    }, 120_000);
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await h?.close();
    });

    it('gives exactly one success and 199 ALREADY_REDEEMED to 200 concurrent scans, and 200 history rows', async () => {
      const [a, b] = servers as [RunningServer, RunningServer];
      const login = await postGraphQL(a.url, LOGIN, {
        email: 'cashier@demo.test',
        password: 'Demo1234',
      });
      const selected = await postGraphQL(
        b.url,
        SELECT_BUSINESS,
        { merchantId: h.merchants.aroma },
        login.data!.employee.employeeLogin.token!,
      );
      const token = selected.data!.employee.selectBusiness.token!;
      const [coupon] = await h.database.db
        .select()
        .from(coupons)
        .where(sql`${coupons.merchantId} = ${h.merchants.aroma} and not ${coupons.redeemed}`)
        .limit(1);
      const qr = h.tokens.signQr(coupon!.id, coupon!.customerId, 60);
      const vars = { couponId: coupon!.id, token: qr, userId: coupon!.customerId };

      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          postGraphQL(i % 2 ? a.url : b.url, SCAN, vars, token),
        ),
      );
      // No internal error: every scan is answered with its outcome.
      expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
      const codes = results.map((r) => r.data!.coupon.scanQrCode.messageCode);
      expect(codes.filter((c) => c === 'COUPON_REDEEMED')).toHaveLength(1);
      expect(codes.filter((c) => c === 'ALREADY_REDEEMED')).toHaveLength(199);
      expect(
        await h.database.db.select().from(scans).where(eq(scans.couponId, coupon!.id)),
      ).toHaveLength(200);
      expect(
        await h.database.db.select().from(sales).where(eq(sales.couponId, coupon!.id)),
      ).toHaveLength(1);
    }, 60_000);
  },
);
