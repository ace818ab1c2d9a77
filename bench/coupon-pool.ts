import type autocannon from 'autocannon';
import type pg from 'pg';
import type { TokenService } from '../apps/server/src/modules/auth/tokens';

const SCAN = `mutation ($couponId: ID!, $token: String!, $userId: ID!) { coupon { scanQrCode(couponId: $couponId, token: $token, userId: $userId) { success messageCode redeemedAt } } }`;

export interface Coupon {
  id: string;
  customer_id: string;
}

// Coupons go in by the batch: the analytics triggers add each coupon to its day's rollup row, and
// one statement of 100,000 coupons would update that row 100,000 times in one transaction, each
// update walking the row's versions before it (quadratic; it ran for more than 15 minutes).
const BATCH = 2_000;

/** `count` fresh, unredeemed coupons of one business, each of its own customer. */
export async function makeCoupons(
  client: pg.Client,
  merchantId: string,
  count: number,
  name: string,
): Promise<Coupon[]> {
  const { rows: offers } = await client.query<{ id: string }>(
    `insert into offers (merchant_id, title, retail_price, currency, status, valid_from, valid_until)
     values ($1, $2, 250, 'EUR', 'approved', now() - interval '1 day', now() + interval '1 year') returning id`,
    [merchantId, name],
  );
  const coupons: Coupon[] = [];
  for (let first = 1; first <= count; first += BATCH) {
    const { rows } = await client.query<Coupon>(
      `
      with people as (
        insert into customers (first_name, last_name, email, wallet_key_hash)
        select 'Bench', 'Customer ' || g, $3 || g || '@bench.test', $3 || '-wallet-' || g
        from generate_series($4::int, $5::int) g
        returning id
      )
      insert into coupons (offer_id, customer_id, merchant_id, name, retail_price, currency, expires_at)
      select $2, people.id, $1, $3, 250, 'EUR', now() + interval '1 year' from people
      returning id, customer_id`,
      [merchantId, offers[0]!.id, name, first, Math.min(first + BATCH - 1, count)],
    );
    coupons.push(...rows);
  }
  return coupons;
}

/**
 * Scans of fresh coupons only: every request takes the next unused coupon of the pool and a QR
 * token signed as it is sent, as the wallet shows one at the counter. No coupon is ever sent
 * twice; once the pool is used up the requests are refused by the server (an empty operation)
 * and `assertNotExhausted` fails the bench.
 */
export function freshScans(coupons: Coupon[], tokens: TokenService, token: string) {
  let next = 0;
  const request: autocannon.Request = {
    method: 'POST',
    setupRequest(req) {
      const coupon = coupons[next++];
      const body = coupon
        ? JSON.stringify({
            query: SCAN,
            variables: {
              couponId: coupon.id,
              token: tokens.signQr(coupon.id, coupon.customer_id, 60),
              userId: coupon.customer_id,
            },
          })
        : '{}';
      return {
        ...req,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      };
    },
  };
  return {
    request,
    get sent() {
      return Math.min(next, coupons.length);
    },
    assertNotExhausted(scenario: string) {
      if (next > coupons.length)
        throw new Error(
          `${scenario}: the ${coupons.length.toLocaleString('en')} fresh coupons ran out; raise the pool size rather than re-scan used ones`,
        );
    },
  };
}
