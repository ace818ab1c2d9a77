import type pg from 'pg';
import { encodeCursor } from '../apps/server/src/graphql/pagination';
import { type LoadResult, listScenarios } from './load';
import { timedLoad, benchAs } from './bench-database';
import { expectFullPage } from './graphql-client';
import { businessListBench } from './business-bench';

// The fields the subscriptions page asks for.
const LIST = `query ($filter: SubscriptionFilter, $after: String) { subscription { list(filter: $filter, after: $after) {
  items: nodes { _id merchantId businessName plan { _id nameEn nameEl priceMinor currency interval }
    nextPlan { _id nameEn nameEl } status startedAt trialEndsAt pausedAt endsAt currentPeriodStart
    currentPeriodEnd nextInvoiceAt nextInvoiceAmountMinor currency unpaidInvoiceCount pastDueAt expiresAt }
  endCursor hasNextPage } } }`;
const SUBSCRIPTIONS = 100_000;

/**
 * 100,000 businesses, each subscribed to one of the demo plans with its current month's period:
 * one in ten trialing, one in ten paused, one in ten cancelled, the rest active.
 */
export async function seedSubscriptions(client: pg.Client) {
  await client.query(
    `insert into merchants (name, company_name, company_legal_name)
     select 'Bench business ' || g, 'Bench company ' || g, 'Bench company ' || g || ' Ltd'
     from generate_series(1, $1) g`,
    [SUBSCRIPTIONS],
  );
  await client.query(
    `with pl as (select array_agg(id order by price) as a from subscription_plans)
     insert into business_subscriptions (merchant_id, plan_id, started_at, trial_ends_at, paused_at, ends_at)
     select m.id, pl.a[1 + n % cardinality(pl.a)], now() - interval '20 days',
       case when n % 10 = 0 then now() + interval '10 days' end,
       case when n % 10 = 1 then now() - interval '5 days' end,
       case when n % 10 = 2 then now() - interval '1 day' end
     from (select id, row_number() over (order by id) as n from merchants
       where name like 'Bench business %') m, pl`,
  );
  await client.query(
    `insert into subscription_periods (subscription_id, merchant_id, plan_id, kind, starts_at, ends_at)
     select s.id, s.merchant_id, s.plan_id, case when s.trial_ends_at is null then 'renewal' else 'trial' end,
       s.started_at, s.started_at + interval '1 month'
     from business_subscriptions s join merchants m on m.id = s.merchant_id
     where m.name like 'Bench business %'`,
  );
  await client.query('vacuum analyze merchants, business_subscriptions, subscription_periods');
}

/** The provider's subscriptions list at 100,000 subscriptions, one per business. */
export async function subscriptionBench(
  url: string,
  databaseUrl: string,
  historyFirstPage: LoadResult | null,
): Promise<void> {
  await benchAs(
    url,
    databaseUrl,
    'admin@demo.test',
    async (admin, client) => {
      await timedLoad(`${SUBSCRIPTIONS.toLocaleString('en')} subscriptions`, () =>
        seedSubscriptions(client),
      );
      const { rows } = await client.query<{ name: string; id: string }>(
        `select lower(m.name) as name, s.id::text
           from business_subscriptions s join merchants m on m.id = s.merchant_id
          where s.superseded_at is null order by lower(m.name), s.id offset 20000 limit 1`,
      );
      const after = encodeCursor([rows[0]!.name, rows[0]!.id]);
      // A plan that has cancelled subscriptions.
      const { rows: cancelled } = await client.query<{ plan_id: string }>(
        `select plan_id::text from business_subscriptions where ends_at is not null limit 1`,
      );
      await expectFullPage(url, admin.token, LIST, { after }, 'deep subscriptions page');
      await listScenarios(
        `Subscriptions at ${SUBSCRIPTIONS.toLocaleString('en')} businesses on PostgreSQL (the provider's staff)`,
        url,
        admin.token,
        LIST,
        [
          ['first page', {}],
          ['paused', { filter: { status: 'paused' } }],
          [
            'one plan, cancelled',
            { filter: { planId: cancelled[0]!.plan_id, status: 'cancelled' } },
          ],
          ['page after row 20,000', { after }],
          ['search a business', { filter: { search: 'business 4242' } }],
        ],
        historyFirstPage,
      );
      await businessListBench(url, admin, client, SUBSCRIPTIONS, historyFirstPage);
    },
    'Demo Provider',
  );
}
