import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scans } from '../db/schema';
import { buildApp } from '../app';
import { freshCoupons } from '../test/coupons';
import { createHarness, DATABASE_KINDS, signInTo, type Harness } from '../test/harness';

const METRICS_TOKEN = randomUUID();

const SCAN = `mutation ($couponId: ID!, $token: String!, $userId: ID!, $scanId: ID) {
  coupon { scanQrCode(couponId: $couponId, token: $token, userId: $userId, scanId: $scanId) {
    success messageCode } } }`;

/** The value of the one sample of `name` whose labels include `labels`, read as Prometheus does. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return null;
}

describe.each(DATABASE_KINDS)('GET /metrics on %s', (kind) => {
  let h: Harness;

  const scrape = async (authorization?: string) =>
    h.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });

  beforeAll(async () => {
    h = await createHarness(kind, { METRICS_TOKEN });
  });
  afterAll(() => h?.close());

  it('is refused without the token, and absent when no token is configured', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${METRICS_TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(METRICS_TOKEN)).statusCode).toBe(401);

    const closed = await buildApp({
      config: { ...h.config, metricsToken: undefined },
      database: h.database,
      logger: false,
    });
    try {
      const res = await closed.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });

  it('counts the redemptions made through the API, and the scans by outcome', async () => {
    const cashier = await signInTo(h, 'cashier@demo.test', h.merchants.aroma);
    const coupons = await freshCoupons(h, 6);
    const scanOf = (c: (typeof coupons)[number], scanId = randomUUID()) =>
      h.gql<{ coupon: { scanQrCode: { success: boolean; messageCode: string } } }>(
        SCAN,
        {
          couponId: c.id,
          userId: c.customerId,
          token: h.tokens.signQr(c.id, c.customerId, 60),
          scanId,
        },
        { token: cashier.token },
      );
    // Six redemptions, three of them at once; a retry of one with its scan id (answered again,
    // not redeemed again) and a second scan of another (already redeemed).
    const answers = [
      ...(await Promise.all(coupons.slice(0, 3).map((c) => scanOf(c)))),
      await scanOf(coupons[3]!),
      await scanOf(coupons[4]!),
    ];
    const retriedId = randomUUID();
    answers.push(await scanOf(coupons[5]!, retriedId));
    const retry = await scanOf(coupons[5]!, retriedId);
    const again = await scanOf(coupons[0]!);
    for (const a of [...answers, retry])
      expect(a.data?.coupon.scanQrCode.messageCode).toBe('COUPON_REDEEMED');
    expect(again.data?.coupon.scanQrCode.messageCode).toBe('ALREADY_REDEEMED');

    const res = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;

    const redeemed = await h.database.db
      .select({ id: scans.id })
      .from(scans)
      .where(
        and(
          eq(scans.outcome, 'COUPON_REDEEMED'),
          inArray(
            scans.couponId,
            coupons.map((c) => c.id),
          ),
        ),
      );
    expect(redeemed).toHaveLength(6);
    // No other test of this file redeems: the counter is exactly this test's redemptions.
    expect(sample(text, 'backoffice_coupon_redemptions_total')).toBe(redeemed.length);

    const scansBy = (outcome: string) =>
      sample(text, 'backoffice_graphql_operation_duration_seconds_count', {
        operation: 'CouponMutations.scanQrCode',
        outcome,
      });
    expect(scansBy('ok')).toBe(7);
    expect(scansBy('refused')).toBe(1);
    expect(scansBy('error')).toBeNull();
    expect(
      sample(text, 'backoffice_graphql_operation_duration_seconds_count', {
        operation: 'EmployeeMutations.employeeLogin',
        outcome: 'ok',
      }),
    ).toBe(1);
    // Every POST /graphql of this file so far: the login, the selection and the eight scans.
    expect(
      sample(text, 'backoffice_http_request_duration_seconds_count', {
        route: '/graphql',
        method: 'POST',
        status: '200',
      }),
    ).toBe(10);
  });

  it('tells the job queue, the process and, on PostgreSQL, the pool', async () => {
    const text = (await scrape(`Bearer ${METRICS_TOKEN}`)).body;
    expect(
      sample(text, 'backoffice_job_queue_jobs', { job: 'outbox-sweep', state: 'waiting' }),
    ).toBeTypeOf('number');
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    // The scrapes before this one were timed as requests too.
    expect(
      sample(text, 'backoffice_http_request_duration_seconds_count', {
        route: '/metrics',
        status: '401',
      }),
    ).toBe(3);
    if (kind === 'postgres') {
      expect(sample(text, 'backoffice_db_pool_connections', { state: 'idle' })).toBeTypeOf(
        'number',
      );
      expect(sample(text, 'backoffice_db_pool_waiting')).toBe(0);
    } else {
      expect(sample(text, 'backoffice_db_pool_waiting')).toBeNull();
    }
  });
});
