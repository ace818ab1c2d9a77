import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, LOGIN, SELECT_BUSINESS, type Harness } from '../../test/harness';
import { freshCoupons } from '../../test/coupons';
import { graphql } from '../../test/gql';
import { REQUEST_DRAIN_MS } from '../../graceful-stop';
import { postGraphQL, startServer, type RunningServer } from '../../test/server-process';

const SCAN = graphql(`
  mutation SigtermScan($couponId: ID!, $token: String!, $userId: ID!, $scanId: ID) {
    coupon {
      scanQrCode(couponId: $couponId, token: $token, userId: $userId, scanId: $scanId) {
        success
        messageCode
      }
    }
  }
`);

type Outcome =
  | { answered: true; afterSignal: boolean; status: number; success: boolean; couponId: string }
  | { answered: false; error: string };

// A server process told to stop (SIGTERM) with 50 redemptions under way: it finishes what it
// took, and the books agree with the coupons whatever was answered (decision record 030).
describe.runIf(process.env.DATABASE_URL)('SIGTERM during redemptions on PostgreSQL', () => {
  const jwtSecret = randomBytes(32).toString('hex');
  let h: Harness;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    h = await createHarness('postgres', { JWT_SECRET: jwtSecret });
  }, 60_000);
  afterAll(async () => {
    await server?.kill();
    await h?.close();
  });

  it('answers what it took, commits every answered redemption and leaves none half-done', async () => {
    const coupons = await freshCoupons(h, 50);
    server = await startServer(4417, { DATABASE_URL: h.databaseUrl!, JWT_SECRET: jwtSecret });
    const login = await postGraphQL(server.url, LOGIN, {
      email: 'cashier@demo.test',
      password: 'Demo1234',
    });
    const selected = await postGraphQL(
      server.url,
      SELECT_BUSINESS,
      { merchantId: h.merchants.aroma },
      login.data!.employee.employeeLogin.token!,
    );
    const token = selected.data!.employee.selectBusiness.token!;

    let signalled = false;
    let answered = 0;
    let signal!: () => void;
    const fifthAnswer = new Promise<void>((resolve) => (signal = resolve));
    const url = server.url;
    const outcomes = Promise.all(
      coupons.map(async (c): Promise<Outcome> => {
        try {
          const res = await fetch(`${url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({
              query: SCAN.toString(),
              variables: {
                couponId: c.id,
                userId: c.customerId,
                token: h.tokens.signQr(c.id, c.customerId, 60),
                scanId: randomUUID(),
              },
            }),
          });
          const body = (await res.json()) as {
            data?: { coupon: { scanQrCode: { success: boolean } } };
          };
          answered += 1;
          if (answered === 5) signal();
          return {
            answered: true,
            afterSignal: signalled,
            status: res.status,
            success: body.data?.coupon.scanQrCode.success === true,
            couponId: c.id,
          };
        } catch (error) {
          return { answered: false, error: String((error as Error).cause ?? error) };
        }
      }),
    );
    await fifthAnswer;
    signalled = true;
    const signalledAt = performance.now();
    const exitCode = await server.stop();
    const stopMs = performance.now() - signalledAt;
    const results = await outcomes;

    // The process ended by itself, after closing, and did not need the drain's bound to cut off
    // a connection.
    expect(exitCode).toBe(0);
    expect(stopMs).toBeLessThan(REQUEST_DRAIN_MS);
    const redeemedAnswers = results.filter((r) => r.answered && r.success);
    const finishedAfterSignal = results.filter((r) => r.answered && r.afterSignal);
    // Requests taken before the signal were answered after it, rather than cut off.
    expect(finishedAfterSignal.length).toBeGreaterThan(0);

    // Every coupon of the business agrees with its scan history and its sales.
    const disagreements = await h.database.db.execute(sql`
      select c.id from coupons c
      where c.merchant_id = ${h.merchants.aroma}
        and ((c.redeemed and ((select count(*) from scans s where s.coupon_id = c.id and s.outcome = 'COUPON_REDEEMED') <> 1
              or (select count(*) from sales s where s.coupon_id = c.id) <> 1))
          or (not c.redeemed and (exists (select 1 from scans s where s.coupon_id = c.id and s.outcome = 'COUPON_REDEEMED')
              or exists (select 1 from sales s where s.coupon_id = c.id))))`);
    expect((disagreements as unknown as { rows: unknown[] }).rows).toEqual([]);
    // Every redemption that was answered is committed.
    const redeemed = await h.database.db.execute(
      sql`select id from coupons where redeemed and id in ${coupons.map((c) => c.id)}`,
    );
    const redeemedIds = new Set(
      (redeemed as unknown as { rows: { id: string }[] }).rows.map((r) => r.id),
    );
    for (const r of redeemedAnswers) if (r.answered) expect(redeemedIds).toContain(r.couponId);
    // An answer that was not a redemption was a refusal while closing, never a failure inside.
    for (const r of results)
      if (r.answered && !r.success) expect(r.status, 'a scan answered without a result').toBe(503);
    // Printed so that a run shows where the signal fell.
    console.info(
      `SIGTERM: ${redeemedAnswers.length} of ${coupons.length} redeemed and answered ` +
        `(${finishedAfterSignal.length} after the signal), ${redeemedIds.size} redeemed in all, ` +
        `${results.filter((r) => r.answered && r.status === 503).length} refused with 503, ` +
        `stopped in ${Math.round(stopMs)} ms, ` +
        `${results.filter((r) => !r.answered).length} without an answer ` +
        JSON.stringify([...new Set(results.map((r) => (r.answered ? r.status : r.error)))]),
    );
  }, 180_000);
});
