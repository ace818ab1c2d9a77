import type pg from 'pg';
import { type LoadResult, listScenarios } from './load';
import { cursorAfter20000, timedLoad, benchAs } from './bench-database';
import { expectFullPage } from './graphql-client';

// The fields the advertisement page asks for.
const LIST = `query ($state: String, $allBusinesses: Boolean, $after: String) { advertisement {
  campaigns(state: $state, allBusinesses: $allBusinesses, after: $after) {
    items: nodes { _id merchantId businessName offerId offerTitle placement startsOn endsOn budgetMinor
      priceMinor currency spentMinor status state rejectionReason impressions offersTaken redemptions
      costPerRedemptionMinor createdAt }
    endCursor hasNextPage } } }`;
const CAMPAIGNS = 100_000;

/**
 * 100,000 campaigns over two years, one every ten minutes, half of them Aroma Cafe's and the rest
 * spread over the other businesses with offers, each for one of its business's offers: one in
 * twenty waiting for review, one in twenty rejected, one in ten paused, the rest approved, most
 * of those ended by now.
 */
export async function seedCampaigns(client: pg.Client, aroma: string) {
  await client.query(
    `with bo as (select merchant_id, array_agg(id order by id) as a from offers group by merchant_id),
       others as (select array_agg(merchant_id order by merchant_id) as a from bo where merchant_id <> $1)
     insert into ad_campaigns (merchant_id, offer_id, placement, starts_on, ends_on, budget_minor,
       price_minor, currency, spent_minor, status, created_at)
     select k.merchant_id, bo.a[1 + k.g % cardinality(bo.a)],
       case when k.g % 3 = 0 then 'marketplace' else 'wallet' end,
       (k.at + interval '1 day')::date, (k.at + interval '31 days')::date, 10000, 150, 'EUR',
       case when k.g % 7 = 0 then 10000 else (k.g * 37) % 10000 end,
       case when k.g % 20 = 0 then 'pending' when k.g % 20 = 1 then 'rejected'
         when k.g % 10 = 2 then 'paused' else 'approved' end,
       k.at
     from (select g, timestamptz '2024-12-01 08:00+00' + g * interval '10 minutes' as at,
             case when g % 2 = 0 then $1::uuid else others.a[1 + g % cardinality(others.a)] end as merchant_id
           from generate_series(1, $2) g, others) k
       join bo on bo.merchant_id = k.merchant_id`,
    [aroma, CAMPAIGNS],
  );
  await client.query('vacuum analyze ad_campaigns');
}

/** The campaigns list at 100,000 campaigns: every business's (the provider) and one business's. */
export async function advertisementBench(
  url: string,
  databaseUrl: string,
  historyFirstPage: LoadResult | null,
): Promise<void> {
  await benchAs(url, databaseUrl, 'exec@demo.test', async (exec, client) => {
    await timedLoad(`${CAMPAIGNS.toLocaleString('en')} campaigns`, () =>
      seedCampaigns(client, exec.merchantId),
    );
    const after = await cursorAfter20000(client, 'ad_campaigns', 'created_at', exec.merchantId);
    await expectFullPage(url, exec.token, LIST, { after }, 'deep campaigns page');
    await listScenarios(
      `Campaigns at ${CAMPAIGNS.toLocaleString('en')}, half of them Aroma Cafe's, on PostgreSQL (its executive)`,
      url,
      exec.token,
      LIST,
      [
        ['first page', {}],
        ['active', { state: 'active' }],
        ['exhausted', { state: 'exhausted' }],
        ['page after row 20,000', { after }],
      ],
      null,
    );
  });
  await benchAs(
    url,
    databaseUrl,
    'admin@demo.test',
    async (admin) => {
      await listScenarios(
        `Campaigns of every business at ${CAMPAIGNS.toLocaleString('en')} on PostgreSQL (the provider's staff)`,
        url,
        admin.token,
        LIST,
        [
          ['first page', { allBusinesses: true }],
          ['pending', { allBusinesses: true, state: 'pending' }],
          ['ended', { allBusinesses: true, state: 'ended' }],
        ],
        historyFirstPage,
      );
    },
    'Demo Provider',
  );
}
