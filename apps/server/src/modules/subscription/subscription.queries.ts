import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  SUBSCRIPTION_RULES,
  type SubscriptionInvoiceDates,
  type SubscriptionStatus,
} from '@back-office/domain/subscriptions';
import type { Db } from '../../db/client';
import { uuidArrayOf, whereOf } from '../../db/conditions';
import { integerLiteral, queryPreparedSql } from '../../db/prepared';
import { columnListOf, rowsOf, tableRowOf } from '../../db/rows';
import { likePattern } from '../../graphql/pagination';
import {
  businessSubscriptions,
  merchants,
  subscriptionEvents,
  subscriptionPeriods,
  subscriptionPlans,
} from '../../db/schema';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type SubscriptionRow = typeof businessSubscriptions.$inferSelect;
export type PeriodRow = typeof subscriptionPeriods.$inferSelect;

export async function listPlanRows(db: Db, at: Date, activeOnly: boolean) {
  const rows = await db
    .select({
      plan: subscriptionPlans,
      subscribers: sql<number>`(select count(*)::int from business_subscriptions s
        where s.plan_id = subscription_plans.id and s.superseded_at is null
          and (s.ends_at is null or s.ends_at > ${at.toISOString()}::timestamptz))`,
    })
    .from(subscriptionPlans)
    .where(activeOnly ? eq(subscriptionPlans.active, true) : undefined)
    .orderBy(
      desc(subscriptionPlans.active),
      asc(subscriptionPlans.price),
      asc(subscriptionPlans.id),
    );
  return rows.map((r) => ({ ...r.plan, subscribers: Number(r.subscribers) }));
}

/**
 * Every plan, without its subscribers, and the provider's VAT rates (null when its settings
 * keep the defaults; the provider itself null when there is none), in one prepared statement:
 * every page of subscriptions reads them.
 */
export async function plansAndProviderVat(db: Db) {
  const [row] = await queryPreparedSql<{
    plans: Record<string, unknown>[];
    provider: { vat_rates: number[] | null } | null;
  }>(
    db,
    'subscription-pricing',
    sql`select (select coalesce(jsonb_agg(to_jsonb(p)), '[]') from subscription_plans p) as plans,
      (select jsonb_build_object('vat_rates', s.vat_rates) from merchants m
         left join business_settings s on s.merchant_id = m.id
        where m.is_provider order by m.created_at limit 1) as provider`,
  );
  return {
    plans: row!.plans.map((p) => tableRowOf(subscriptionPlans, p)),
    provider: row!.provider ? { vatRates: row!.provider.vat_rates } : null,
  };
}

export async function findPlan(db: Db, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return row;
}

/**
 * The subscriptions not superseded, with their business's name: by id, of one business, or
 * those that can have a status at a moment.
 */
export async function liveSubscriptionRows(
  db: Db,
  filter: {
    merchantId?: string;
    id?: string;
    status?: { status: SubscriptionStatus; at: Date };
  },
) {
  const conditions = [isNull(businessSubscriptions.supersededAt)];
  if (filter.status) conditions.push(statusCandidates(filter.status.status, filter.status.at));
  if (filter.merchantId) conditions.push(eq(businessSubscriptions.merchantId, filter.merchantId));
  if (filter.id) conditions.push(eq(businessSubscriptions.id, filter.id));
  return db
    .select({ subscription: businessSubscriptions, businessName: merchants.name })
    .from(businessSubscriptions)
    .innerJoin(merchants, eq(merchants.id, businessSubscriptions.merchantId))
    .where(and(...conditions))
    .orderBy(sql`lower(${merchants.name})`, asc(businessSubscriptions.id));
}

/**
 * Whether one of the subscription's invoices came due `graces` grace periods before `today` and
 * was not settled before `settledBy`: still owed, or paid or credited in full on that day or later.
 */
function invoiceLate(graces: number, today: SQL, settledBy: SQL): SQL {
  const days = 1 + graces * SUBSCRIPTION_RULES.graceDays;
  return sql`exists (select 1 from subscription_periods p
      join invoice_settlements st on st.invoice_id = p.invoice_id
     where p.subscription_id = business_subscriptions.id and st.due_date + ${days}::int <= ${today}
       and (st.outstanding > 0
         or exists (select 1 from invoice_payments ip where ip.invoice_id = st.invoice_id
                     and ip.voided_at is null and ip.paid_on >= ${settledBy})
         or exists (select 1 from invoices c where c.credit_of = st.invoice_id
                     and c.status = 'posted' and c.issue_date >= ${settledBy})))`;
}

/**
 * The invoices that make their subscriptions past due on `today` unless another has expired
 * them: a grace period late and not settled by the end of the day. One late by two grace periods
 * would have expired the subscription, so only those due in the seven days before a grace period
 * ago count: read from the open invoices' due-date index, and from the payments and credit notes
 * dated after today, which settled in full too late.
 */
function pastDueInvoices(today: SQL): SQL {
  const graceDays = SUBSCRIPTION_RULES.graceDays;
  const due = sql`st.kind = 'invoice'
    and st.due_date between ${today} - ${2 * graceDays}::int and ${today} - ${1 + graceDays}::int`;
  return sql`select st.invoice_id from invoice_settlements st where ${due} and st.outstanding > 0
    union all
    select st.invoice_id from invoice_settlements st join (
        select ip.invoice_id from invoice_payments ip where ip.voided_at is null and ip.paid_on > ${today}
        union all
        select c.credit_of from invoices c
         where c.kind = 'credit_note' and c.status = 'posted' and c.issue_date > ${today}) later
      on later.invoice_id = st.invoice_id
    where ${due} and st.outstanding = 0`;
}

/**
 * The past-due subscriptions found from their invoices (pastDueInvoices) rather than each
 * subscription's invoices checked in turn: for counting them all. A page, which meets a few
 * subscriptions in name order, checks each (statusCandidates), which costs it less.
 */
function pastDueFromInvoices(at: Date): SQL {
  const moment = sql`${at.toISOString()}::timestamptz`;
  return sql`(business_subscriptions.ends_at is null or business_subscriptions.ends_at > ${moment})
    and business_subscriptions.id in (select p.subscription_id from subscription_periods p
      where p.invoice_id in (${pastDueInvoices(sql`(${moment} at time zone 'UTC')::date`)}))
    and not ${statusCandidates('expired', at)}`;
}

/**
 * What a subscription of this status at `at` must satisfy, from its own dates and its invoices:
 * every subscription of the status does (the status itself is the domain's, computed from what
 * is loaded), so the rows that do not are left unread.
 */
function statusCandidates(status: SubscriptionStatus, at: Date): SQL {
  const s = businessSubscriptions;
  const moment = sql`${at.toISOString()}::timestamptz`;
  const today = sql`(${moment} at time zone 'UTC')::date`;
  const running = sql`(${s.endsAt} is null or ${s.endsAt} > ${moment})`;
  const notPaused = sql`(${s.pausedAt} is null or ${s.pausedAt} > ${moment})`;
  switch (status) {
    case 'cancelled':
      return sql`${s.endsAt} <= ${moment}`;
    case 'expired':
      return invoiceLate(2, today, sql`st.due_date + ${1 + 2 * SUBSCRIPTION_RULES.graceDays}::int`);
    case 'past_due':
      // One late into its second grace period has expired it (or it was cancelled before).
      return sql`${running} and ${invoiceLate(1, today, sql`${today} + 1`)} and not ${statusCandidates('expired', at)}`;
    case 'paused':
      return sql`${running} and ${s.pausedAt} <= ${moment}`;
    case 'trialing':
      return sql`${running} and ${notPaused} and ${s.trialEndsAt} > ${moment}`;
    case 'active':
      return sql`${running} and ${notPaused} and (${s.trialEndsAt} is null or ${s.trialEndsAt} <= ${moment})`;
  }
}

/**
 * How many live subscriptions are past due at `at`: their candidates are exactly those the
 * domain's status calls past due (pastDueInvoices settles by the end of the day, as a payment
 * dated today settles the invoice at that day's start), so they are counted where they lie.
 */
export async function pastDueSubscriptionCount(db: Db, at: Date): Promise<number> {
  // Planned for its moment: a generic plan cannot know which week of due dates it reads.
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from business_subscriptions
      where business_subscriptions.superseded_at is null and ${pastDueFromInvoices(at)}`),
  );
  return Number(row?.n ?? 0);
}

type PageRaw = Record<string, unknown> & {
  business_name: string;
  sort_name: string;
  invoices: PeriodInvoiceRaw[];
};

// Live subscriptions (`from` names business_subscriptions) with their business's name, each with
// its invoices.
function subscriptionsWithHistory(from: SQL): SQL {
  return sql`
    select ${columnListOf(businessSubscriptions, 'business_subscriptions')},
      merchants.name as business_name, lower(merchants.name) as sort_name,
      (select coalesce(jsonb_agg(x), '[]') from (${periodInvoiceSelect}
        where p.subscription_id = business_subscriptions.id) x) as invoices
    from ${from} join merchants on merchants.id = business_subscriptions.merchant_id`;
}

function withHistoryOf(r: PageRaw, periods: PeriodRow[]) {
  return {
    subscription: tableRowOf(businessSubscriptions, r),
    businessName: r.business_name,
    sortName: r.sort_name,
    periods,
    invoices: r.invoices.map(periodInvoiceOf),
  };
}

export interface SubscriptionFilter {
  planId?: string | null;
  search?: string | null;
  status?: SubscriptionStatus | null;
  at: Date;
}

// The statuses whose candidates one date decides, read from that date's index.
const DATED_STATUSES: readonly SubscriptionStatus[] = ['cancelled', 'paused', 'trialing'];

// The conditions a filter sets on business_subscriptions (and merchants, for a search): those
// an index finds the rows of alone, or all of them.
function filterConditions(q: SubscriptionFilter, indexedOnly = false): SQL[] {
  const conditions: SQL[] = [sql`business_subscriptions.superseded_at is null`];
  if (q.planId) conditions.push(sql`business_subscriptions.plan_id = ${q.planId}::uuid`);
  if (q.search) conditions.push(sql`merchants.name ilike ${likePattern(q.search)}`);
  if (q.status && (!indexedOnly || DATED_STATUSES.includes(q.status)))
    conditions.push(statusCandidates(q.status, q.at));
  return conditions;
}

/**
 * Beyond this many subscriptions that can be of a filter's status, plan and name, the filter is
 * common enough that the name index meets a page of them within a few thousand businesses; up
 * to it, those are fewer rows to read than such a walk.
 */
export const FILTER_CANDIDATES_BOUND = 1000;

/**
 * The ids of the live subscriptions that the filter's plan, name and dated status allow, when
 * they are no more than the bound, else null: read from the indexes of the plans, the names and
 * the dates that decide a status, so that finding them costs no more than they are. A page is
 * then read from them alone; walking the name index for a plan and status that matched nothing
 * read all 100,000 subscriptions (350 ms). Null too for a filter with none of those (a past due
 * or expired status alone, found from the invoices of each subscription the walk meets).
 */
export async function filterCandidates(db: Db, q: SubscriptionFilter): Promise<string[] | null> {
  const conditions = filterConditions(q, true);
  if (conditions.length === 1) return null;
  const statement = sql`select business_subscriptions.id from business_subscriptions
    ${q.search ? sql`join merchants on merchants.id = business_subscriptions.merchant_id` : sql``}
    ${whereOf(conditions)} limit ${integerLiteral(FILTER_CANDIDATES_BOUND + 1)}`;
  // Prepared with a search's pattern as a parameter, too: planning the name's match for each
  // pattern took about as long as running it.
  const rows = await queryPreparedSql<{ id: string }>(db, 'subscription-candidates', statement);
  return rows.length > FILTER_CANDIDATES_BOUND ? null : rows.map((r) => r.id);
}

/**
 * A page's worth of live subscriptions in the list's order (business name, then id) after the
 * cursor: of the filter's candidates when it has them (filterCandidates), else read from the
 * (lower(name), id) index of businesses until the page is full.
 */
export async function subscriptionPageRows(
  db: Db,
  q: SubscriptionFilter & {
    candidates: string[] | null;
    after: readonly [string, string] | null;
    limit: number;
  },
) {
  if (q.candidates?.length === 0) return [];
  // Candidates already hold a search's matches: their page then has no pattern to plan for.
  const conditions = filterConditions(q.candidates ? { ...q, search: null } : q);
  if (q.after)
    conditions.push(sql`lower(merchants.name) >= ${q.after[0]} and (lower(merchants.name) > ${q.after[0]}
      or business_subscriptions.id > ${q.after[1]}::uuid)`);
  const subscriptions = q.candidates
    ? sql`unnest(${uuidArrayOf(q.candidates)}) candidate
      join business_subscriptions on business_subscriptions.id = candidate`
    : sql`business_subscriptions`;
  // Each row's invoices come with it, and its periods in a second statement: built as JSON in
  // the page's statement, the periods were about half of its time in PostgreSQL (1.6 ms a page,
  // 0.7 ms without them and 0.3 ms for them apart; pgbench). Prepared (their plans cost more
  // than running them) unless a search's text, matched by too many to be candidates, makes the
  // page one of a kind.
  const statement = sql`${subscriptionsWithHistory(subscriptions)}
    ${whereOf(conditions)}
    order by lower(merchants.name), business_subscriptions.id
    limit ${integerLiteral(q.limit)}`;
  const rows =
    q.search && !q.candidates
      ? rowsOf<PageRaw>(await db.execute(statement))
      : await queryPreparedSql<PageRaw>(db, 'subscriptions-page', statement);
  const periods = new Map(rows.map((r): [string, PeriodRow[]] => [String(r.id), []]));
  for (const p of await periodsOf(db, [...periods.keys()])) periods.get(p.subscriptionId)!.push(p);
  return rows.map((r) => withHistoryOf(r, periods.get(String(r.id))!));
}

/** What the businesses page shows of a business's live subscription: liveSubscriptionLabelOf's columns. */
export interface SubscriptionLabelRaw {
  subscription_id: string | null;
  subscription_trial_ends_at: unknown;
  subscription_paused_at: unknown;
  subscription_ends_at: unknown;
  subscription_period_end: unknown;
  subscription_invoices: PeriodInvoiceRaw[] | null;
  plan_name_en: string | null;
  plan_name_el: string | null;
}

/**
 * The live subscription of the business whose id is `merchantId` (a column of the statement this
 * is joined into laterally), as the columns of SubscriptionLabelRaw: its dates, its plan's names,
 * the end of its period at `at`, and the invoices its status can still depend on. An invoice
 * settled before it could make the subscription past due decides nothing at any moment, so a
 * long paid history is not read into every row; and no row is built as JSON but those invoices
 * (the whole subscription as JSON, with its periods, was most of the page's time in PostgreSQL:
 * pgbench, 1.0 ms a page against 0.36 ms).
 */
export function liveSubscriptionLabelOf(merchantId: SQL, at: Date): SQL {
  const moment = sql`${at.toISOString()}::timestamptz`;
  return sql`select bs.id as subscription_id, bs.trial_ends_at as subscription_trial_ends_at,
      bs.paused_at as subscription_paused_at, bs.ends_at as subscription_ends_at,
      pl.name_en as plan_name_en, pl.name_el as plan_name_el,
      coalesce(
        (select sp.ends_at from subscription_periods sp where sp.subscription_id = bs.id
          and sp.starts_at <= ${moment} and sp.ends_at > ${moment} order by sp.starts_at limit 1),
        (select sp.ends_at from subscription_periods sp where sp.subscription_id = bs.id
          order by sp.starts_at desc limit 1)) as subscription_period_end,
      (select jsonb_agg(x) from (${periodInvoiceSelect} where p.subscription_id = bs.id) x
        where x.settled < x.total
          or coalesce(x.last_day::date, '-infinity') >= x.due_date::date + ${integerLiteral(1 + SUBSCRIPTION_RULES.graceDays)}
      ) as subscription_invoices
    from business_subscriptions bs join subscription_plans pl on pl.id = bs.plan_id
    where bs.merchant_id = ${merchantId} and bs.superseded_at is null`;
}

/** liveSubscriptionLabelOf's columns as typed values, or null for a business without one. */
export function subscriptionLabelRowOf(r: SubscriptionLabelRaw) {
  if (!r.subscription_id) return null;
  const date = (v: unknown): Date | null =>
    v === null ? null : (businessSubscriptions.endsAt.mapFromDriverValue(v as string) as Date);
  return {
    id: r.subscription_id,
    trialEndsAt: date(r.subscription_trial_ends_at),
    pausedAt: date(r.subscription_paused_at),
    endsAt: date(r.subscription_ends_at),
    periodEnd: date(r.subscription_period_end),
    invoices: (r.subscription_invoices ?? []).map(periodInvoiceOf),
    planNameEn: r.plan_name_en ?? '',
    planNameEl: r.plan_name_el ?? '',
  };
}

export async function lockSubscription(db: Db, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(businessSubscriptions)
    .where(and(eq(businessSubscriptions.id, id), isNull(businessSubscriptions.supersededAt)))
    .for('update');
  return row;
}

// The ids as one array parameter: every subscription's (the past-due job) were one parameter
// each, and 100,000 passed the 65,535 a statement may have.
export async function periodsOf(db: Db, subscriptionIds: string[]): Promise<PeriodRow[]> {
  if (subscriptionIds.length === 0) return [];
  const rows = await queryPreparedSql<Record<string, unknown>>(
    db,
    'subscription-periods',
    sql`select ${columnListOf(subscriptionPeriods, 'sp')} from subscription_periods sp
      where sp.subscription_id = any(${uuidArrayOf(subscriptionIds)}) order by sp.starts_at`,
  );
  return rows.map((r) => tableRowOf(subscriptionPeriods, r));
}

export interface PeriodInvoice extends SubscriptionInvoiceDates {
  subscriptionId: string;
  invoiceId: string;
  number: string | null;
  /** The issuer as printed on the invoice: a received number is told apart by who sent it. */
  issuerName: string;
  total: number;
  currency: string;
  paid: boolean;
}

/**
 * The invoices of the subscriptions' periods with when each was settled in full: the day of the
 * last payment or credit note that brought what is owed to zero.
 */
interface PeriodInvoiceRaw {
  subscription_id: string;
  invoice_id: string;
  number: string | null;
  issuer_name: string | null;
  due_date: string;
  total: string | number;
  currency: string;
  settled: string | number;
  last_day: string | null;
}

// The invoices of the periods `p`, with what settled them and the day of the last settlement.
const periodInvoiceSelect = sql`select p.subscription_id, i.id as invoice_id, i.number,
    i.issuer->>'name' as issuer_name,
    i.due_date::text as due_date, i.total, i.currency,
    (st.paid + st.credited)::bigint as settled,
    greatest((select max(ip.paid_on) from invoice_payments ip
               where ip.invoice_id = i.id and ip.voided_at is null),
             (select max(c.issue_date) from invoices c
               where c.credit_of = i.id and c.status = 'posted'))::text as last_day
  from subscription_periods p join invoices i on i.id = p.invoice_id
  join invoice_settlements st on st.invoice_id = i.id`;

function periodInvoiceOf(r: PeriodInvoiceRaw): PeriodInvoice {
  const paid = Number(r.settled) >= Number(r.total);
  return {
    subscriptionId: r.subscription_id,
    invoiceId: r.invoice_id,
    number: r.number,
    issuerName: r.issuer_name ?? '',
    dueDate: r.due_date,
    total: Number(r.total),
    currency: r.currency,
    paid,
    settledAt: paid && r.last_day ? new Date(`${r.last_day}T00:00:00Z`) : paid ? new Date(0) : null,
  };
}

/**
 * The invoices of the subscriptions' periods with when each was settled in full: the day of the
 * last payment or credit note that brought what is owed to zero.
 */
export async function periodInvoices(db: Db, subscriptionIds: string[]): Promise<PeriodInvoice[]> {
  if (subscriptionIds.length === 0) return [];
  return rowsOf<PeriodInvoiceRaw>(
    await db.execute(
      sql`${periodInvoiceSelect} where p.subscription_id = any(${uuidArrayOf(subscriptionIds)})`,
    ),
  ).map(periodInvoiceOf);
}

export async function eventsOfSubscription(db: Db, subscriptionId: string) {
  return rowsOf<{
    id: string;
    event: string;
    detail: unknown;
    at: string | Date;
    actor_name: string | null;
  }>(
    await db.execute(sql`
      select e.id, e.event, e.detail, e.at, em.first_name || ' ' || em.last_name as actor_name
        from subscription_events e left join employees em on em.id = e.employee_id
       where e.subscription_id = ${subscriptionId} order by e.at desc, e.id desc`),
  );
}

export function recordSubscriptionEvent(
  db: Db,
  subscriptionId: string,
  event: string,
  at: Date,
  employeeId: string | null,
  detail: Record<string, unknown> = {},
) {
  return db.insert(subscriptionEvents).values({ subscriptionId, event, at, employeeId, detail });
}

/**
 * Businesses other than the provider without a subscription that is not superseded, in name
 * order from the businesses' name index, up to `limit`: those whose name holds the search (its
 * trigram index), or the one asked for.
 */
export async function unsubscribedBusinesses(
  db: Db,
  q: { search: string | null; merchantId: string | null; limit: number },
) {
  const conditions = [
    sql`not merchants.is_provider`,
    sql`not exists (select 1 from business_subscriptions s
      where s.merchant_id = merchants.id and s.superseded_at is null)`,
  ];
  if (q.search) conditions.push(sql`merchants.name ilike ${likePattern(q.search)}`);
  if (q.merchantId) conditions.push(sql`merchants.id = ${q.merchantId}::uuid`);
  return rowsOf<{ id: string; name: string }>(
    await db.execute(sql`select merchants.id, merchants.name from merchants ${whereOf(conditions)}
      order by lower(merchants.name), merchants.id limit ${integerLiteral(q.limit)}`),
  );
}

/** Subscriptions whose last period has ended by `at` and that may renew (not ended or paused). */
export async function renewableSubscriptionIds(db: Db, at: Date): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select s.id from business_subscriptions s
       where s.superseded_at is null
         and (s.paused_at is null or s.paused_at > ${at.toISOString()}::timestamptz)
         and (select max(p.ends_at) from subscription_periods p where p.subscription_id = s.id) <= ${at.toISOString()}::timestamptz
         and (s.ends_at is null
              or s.ends_at > (select max(p.ends_at) from subscription_periods p where p.subscription_id = s.id))`),
  );
  return rows.map((r) => r.id);
}
