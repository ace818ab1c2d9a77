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
 * one in ten trialing, one in ten paused, one in ten cancelled, the rest active. One in ten has
 * its period invoiced by the provider (seedSubscriptionInvoices).
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
  await seedSubscriptionInvoices(client);
  await client.query(
    'vacuum analyze merchants, business_subscriptions, subscription_periods, invoices, invoice_payments, invoice_settlements',
  );
}

/**
 * The provider's invoice for the period of one active subscription in ten, issued when the
 * period started, 20 days ago: a third due 10 days ago and paid (active), a third due 10 days
 * ago and unpaid (past due: a grace period of 7 days has passed), a third due 20 days ago and
 * unpaid (expired: two grace periods have). Posted with triggers on, so that their settlements
 * are kept as posting and paying keep them; numbered in a series of their own.
 */
export async function seedSubscriptionInvoices(client: pg.Client) {
  await client.query(
    `create temp table bench_subscription_invoices as
     select gen_random_uuid() as invoice_id, s.id as subscription_id, s.merchant_id, s.n,
       (s.n / 10) % 3 as kind, p.price + p.price * 19 / 100 as total, p.price, p.currency,
       s.started_at::date as issue_date,
       case when (s.n / 10) % 3 = 2 then current_date - 20 else current_date - 10 end as due_date
     from (select s.*, row_number() over (order by m.id) as n from business_subscriptions s
       join merchants m on m.id = s.merchant_id where m.name like 'Bench business %') s
     join subscription_plans p on p.id = s.plan_id
     where s.n % 10 = 3`,
  );
  await client.query(
    `with provider as (select i.merchant_id, i.issuer, i.recipient from invoices i
       join merchants m on m.id = i.merchant_id and m.is_provider
       where i.status = 'posted' and i.kind = 'invoice' limit 1)
     insert into invoices (id, merchant_id, kind, status, recipient_merchant_id, language, currency,
       issue_date, due_date, series, year, seq, number, issuer, recipient, subtotal, vat_total, total,
       posted_at, created_at, updated_at)
     select b.invoice_id, provider.merchant_id, 'invoice', 'posted', b.merchant_id, 'en', b.currency,
       b.issue_date, b.due_date, 'BENCH', 2026, b.n, 'BENCH-2026-' || lpad(b.n::text, 6, '0'),
       provider.issuer, provider.recipient || jsonb_build_object('name', 'Bench business ' || b.n),
       b.price, b.total - b.price, b.total, b.issue_date, b.issue_date, b.issue_date
     from bench_subscription_invoices b, provider`,
  );
  await client.query(
    `update subscription_periods p set invoice_id = b.invoice_id
     from bench_subscription_invoices b where p.subscription_id = b.subscription_id`,
  );
  await client.query(
    `insert into invoice_payments (invoice_id, merchant_id, amount, method, paid_on, created_at)
     select b.invoice_id, i.merchant_id, b.total, 'Bank Transfer', b.issue_date + 2, b.issue_date + 2
     from bench_subscription_invoices b join invoices i on i.id = b.invoice_id where b.kind = 0`,
  );
}

/**
 * The provider's subscriptions list at 100,000 subscriptions, one per business, with each of the
 * page's filters: a plan and status that match nothing, and the statuses the invoices decide.
 */
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
      // A plan that has none.
      const { rows: never } = await client.query<{ id: string }>(
        `select id::text from subscription_plans p where not exists (select 1
           from business_subscriptions s where s.plan_id = p.id and s.ends_at is not null) limit 1`,
      );
      await expectFullPage(url, admin.token, LIST, { after }, 'deep subscriptions page');
      for (const status of ['past_due', 'expired'])
        await expectFullPage(url, admin.token, LIST, { filter: { status } }, `${status} page`);
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
          ['one plan, none cancelled', { filter: { planId: never[0]!.id, status: 'cancelled' } }],
          ['past due', { filter: { status: 'past_due' } }],
          ['expired', { filter: { status: 'expired' } }],
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
