import type { CommissionKind, CommissionStatus, RuleState } from '@back-office/domain/affiliates';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '@back-office/domain/constants';
import {
  commissionFilterSchema,
  commissionIdsSchema,
  commissionRuleInputSchema,
  whatIfDaysField,
  type CommissionFilter,
  type CommissionRuleInput,
} from '@back-office/domain/schemas/affiliates';
import type { Db } from '../../db/client';
import { whereOf } from '../../db/conditions';
import { integerLiteral, queryPreparedSql } from '../../db/prepared';
import { columnListOf, rowsOf } from '../../db/rows';
import { commissions } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import { badUserInput } from '../../graphql/errors';
import { cursorPart, decodeCursor, pageArgs, pageOf } from '../../graphql/pagination';
import { pgConstraint } from '../../graphql/tenant';
import { isUuid, parseArgs } from '../../graphql/validate';
import { now } from '../../jobs/clock';
import { scheduledJob } from '../../jobs/job-definition';
import { messageOf } from '../../graphql/result-message';
import { type MessageKey } from '@back-office/domain/message-keys';

// ---- Rules ----------------------------------------------------------------------------------

interface RuleRow {
  id: string;
  name: string;
  scope: string;
  kind: CommissionKind;
  rate_bp: number;
  fixed_minor: number;
  currency: string;
  tiers: { fromMinor: number; rateBp: number }[];
  level2_rate_bp: number;
  cap_minor: number | null;
  duration_months: number | null;
  hold_days: number;
  state: RuleState;
  created_at: string;
}

function ruleView(r: RuleRow) {
  return {
    _id: r.id,
    name: r.name,
    scope: r.scope,
    kind: r.kind,
    rateBp: Number(r.rate_bp),
    fixedMinor: Number(r.fixed_minor),
    currency: r.currency,
    tiers: r.tiers,
    level2RateBp: Number(r.level2_rate_bp),
    capMinor: r.cap_minor == null ? null : Number(r.cap_minor),
    durationMonths: r.duration_months == null ? null : Number(r.duration_months),
    holdDays: Number(r.hold_days),
    state: r.state,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

const RULE_SELECT = sql`select * from commission_rules`;

export async function listRules(ctx: GraphQLContext) {
  const rows = rowsOf<RuleRow>(
    await ctx.db.execute(sql`${RULE_SELECT}
      order by case state when 'active' then 0 when 'draft' then 1 else 2 end, created_at desc, id`),
  );
  return rows.map(ruleView);
}

async function ruleById(db: Db, id: string) {
  const [row] = rowsOf<RuleRow>(await db.execute(sql`${RULE_SELECT} where id = ${id}`));
  return row ? ruleView(row) : null;
}

const ruleValues = (input: CommissionRuleInput) => ({
  name: input.name,
  scope: input.scope,
  kind: input.kind,
  rateBp: input.kind === 'percent' ? input.rateBp : 0,
  fixedMinor: input.kind === 'fixed' ? input.fixedMinor : 0,
  tiers: JSON.stringify(input.tiers),
});

export async function createRule(ctx: GraphQLContext, args: { input: unknown }) {
  const input = parseArgs(commissionRuleInputSchema, args.input);
  const v = ruleValues(input);
  const [row] = rowsOf<{ id: string }>(
    await ctx.db.execute(sql`insert into commission_rules (name, scope, kind, rate_bp, fixed_minor,
        currency, tiers, level2_rate_bp, cap_minor, duration_months, hold_days)
      values (${v.name}, ${v.scope}, ${v.kind}, ${v.rateBp}, ${v.fixedMinor}, ${input.currency},
        ${v.tiers}::jsonb, ${input.level2RateBp}, ${input.capMinor}, ${input.durationMonths},
        ${input.holdDays}) returning id`),
  );
  return {
    success: true,
    ...messageOf('ruleSaved'),
    rule: await ruleById(ctx.db, row!.id),
  };
}

async function refuseRule(db: Db, id: string, refusal: MessageKey): Promise<never> {
  return badUserInput(isUuid(id) && (await ruleById(db, id)) ? refusal : 'ruleNotFound');
}

/** A draft changes in place; an active or retired rule never does (its commissions name it). */
export async function updateRule(ctx: GraphQLContext, args: { id: string; input: unknown }) {
  const input = parseArgs(commissionRuleInputSchema, args.input);
  const v = ruleValues(input);
  const rows = isUuid(args.id)
    ? rowsOf<{ id: string }>(
        await ctx.db.execute(sql`update commission_rules set name = ${v.name}, scope = ${v.scope},
            kind = ${v.kind}, rate_bp = ${v.rateBp}, fixed_minor = ${v.fixedMinor},
            currency = ${input.currency}, tiers = ${v.tiers}::jsonb, level2_rate_bp = ${input.level2RateBp},
            cap_minor = ${input.capMinor}, duration_months = ${input.durationMonths},
            hold_days = ${input.holdDays}
          where id = ${args.id} and state = 'draft' returning id`),
      )
    : [];
  if (!rows[0]) return refuseRule(ctx.db, args.id, 'ruleNotDraft');
  return {
    success: true,
    ...messageOf('ruleSaved'),
    rule: await ruleById(ctx.db, args.id),
  };
}

export async function activateRule(ctx: GraphQLContext, args: { id: string }) {
  let rows: { id: string }[];
  try {
    rows = isUuid(args.id)
      ? rowsOf<{ id: string }>(
          await ctx.db.execute(sql`update commission_rules set state = 'active'
            where id = ${args.id} and state = 'draft' returning id`),
        )
      : [];
  } catch (error) {
    if (pgConstraint(error) === 'commission_rules_one_active') return badUserInput('ruleOverlaps');
    throw error;
  }
  if (!rows[0]) return refuseRule(ctx.db, args.id, 'ruleNotDraft');
  return {
    success: true,
    ...messageOf('ruleActivated'),
    rule: await ruleById(ctx.db, args.id),
  };
}

export async function retireRule(ctx: GraphQLContext, args: { id: string }) {
  const rows = isUuid(args.id)
    ? rowsOf<{ id: string }>(
        await ctx.db.execute(sql`update commission_rules set state = 'retired'
          where id = ${args.id} and state = 'active' returning id`),
      )
    : [];
  if (!rows[0]) return refuseRule(ctx.db, args.id, 'ruleNotActive');
  return {
    success: true,
    ...messageOf('ruleRetired'),
    rule: await ruleById(ctx.db, args.id),
  };
}

// ---- Commissions ----------------------------------------------------------------------------

interface CommissionRow {
  id: string;
  affiliate_id: string;
  affiliate_name: string;
  sale_id: string;
  merchant_id: string;
  business_name: string;
  scope: string;
  level: number;
  currency: string;
  base_minor: number;
  rate_bp: number;
  fixed_minor: number;
  amount_minor: number;
  reverses: string | null;
  status: CommissionStatus;
  approvable_at: string;
  payout_id: string | null;
  created_at: string;
}

function commissionView(r: CommissionRow) {
  return {
    _id: r.id,
    affiliateId: r.affiliate_id,
    affiliateName: r.affiliate_name,
    saleId: r.sale_id,
    merchantId: r.merchant_id,
    businessName: r.business_name,
    scope: r.scope,
    level: Number(r.level),
    currency: r.currency,
    baseMinor: Number(r.base_minor),
    rateBp: Number(r.rate_bp),
    fixedMinor: Number(r.fixed_minor),
    amountMinor: Number(r.amount_minor),
    reverses: r.reverses,
    status: r.status,
    approvableAt: new Date(r.approvable_at).toISOString(),
    payoutId: r.payout_id,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

// The provider's days: a period is the instants from the start of its first day to the end of its
// last in the provider's time zone, so an index on created_at serves it.
function filterConditions(filter: CommissionFilter | null | undefined): SQL[] {
  const conditions: SQL[] = [];
  const dayStart = (day: SQL) =>
    sql`(${day}::timestamp at time zone analytics_provider_timezone())`;
  if (filter?.status) conditions.push(sql`c.status = ${filter.status}`);
  if (filter?.affiliateId) conditions.push(sql`c.affiliate_id = ${filter.affiliateId}`);
  if (filter?.merchantId) conditions.push(sql`c.merchant_id = ${filter.merchantId}`);
  if (filter?.from) conditions.push(sql`c.created_at >= ${dayStart(sql`${filter.from}::date`)}`);
  if (filter?.to) conditions.push(sql`c.created_at < ${dayStart(sql`(${filter.to}::date + 1)`)}`);
  return conditions;
}

const listArgs = z.object({ filter: commissionFilterSchema.nullish(), ...pageArgs });

/**
 * Newest first by (time, id), from the index of the filter's status, affiliate or business: a
 * page reads its rows and the next one, however deep. A prepared statement, since planning the
 * joins cost about what running them does.
 */
export async function listCommissions(ctx: GraphQLContext, args: unknown) {
  const { filter, first, after } = parseArgs(listArgs, args);
  const limit = first ?? DEFAULT_PAGE_SIZE;
  const cursor = decodeCursor(after, [cursorPart.timestamp, cursorPart.uuid]);
  const conditions = filterConditions(filter);
  if (cursor)
    conditions.push(sql`(c.created_at, c.id) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`);
  const rows = await queryPreparedSql<CommissionRow & { sort_at: string }>(
    ctx.db,
    'commission-list',
    sql`select ${columnListOf(commissions, 'c')}, c.created_at::text as sort_at,
        a.name as affiliate_name, m.name as business_name
      from commissions c join affiliates a on a.id = c.affiliate_id
      join merchants m on m.id = c.merchant_id
      ${whereOf(conditions)}
      order by c.created_at desc, c.id desc limit ${integerLiteral(limit + 1)}`,
  );
  const page = pageOf(rows, limit, (r) => [r.sort_at, r.id]);
  return {
    items: page.items.map(commissionView),
    endCursor: page.endCursor,
    hasNextPage: page.hasNextPage,
  };
}

// A day of the rollup is the provider's day, as the period filter's days are.
function dailyConditions(filter: CommissionFilter | null | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (filter?.status) conditions.push(sql`c.status = ${filter.status}`);
  if (filter?.merchantId) conditions.push(sql`c.merchant_id = ${filter.merchantId}`);
  if (filter?.from) conditions.push(sql`c.day >= ${filter.from}::date`);
  if (filter?.to) conditions.push(sql`c.day <= ${filter.to}::date`);
  return conditions;
}

/**
 * Sums of the filtered commissions per status and currency: an affiliate's from its commissions
 * (its index), a business's from the per-business daily rollup, and any other filter's from the
 * provider-wide one, whose rows are a few shards per day however many businesses earn.
 */
export async function commissionTotals(ctx: GraphQLContext, args: unknown) {
  const { filter } = parseArgs(z.object({ filter: commissionFilterSchema.nullish() }), args);
  const rollup = filter?.merchantId
    ? sql`commission_totals_daily`
    : sql`commission_totals_provider_daily`;
  const statement = filter?.affiliateId
    ? sql`select c.status, c.currency, count(*) as n, sum(c.amount_minor) as total
        from commissions c ${whereOf(filterConditions(filter))}
        group by c.status, c.currency order by c.status, c.currency`
    : sql`select c.status, c.currency, sum(c.count) as n, sum(c.total_minor) as total
        from ${rollup} c ${whereOf(dailyConditions(filter))}
        group by c.status, c.currency having sum(c.count) > 0 order by c.status, c.currency`;
  const rows = await queryPreparedSql<{
    status: CommissionStatus;
    currency: string;
    n: string;
    total: string;
  }>(ctx.db, 'commission-totals', statement);
  return rows.map((r) => ({
    status: r.status,
    currency: r.currency,
    count: Number(r.n),
    totalMinor: Number(r.total),
  }));
}

const idsArgs = z.object({ ids: commissionIdsSchema });

/** Approves the chosen pending commissions whose hold is over; the others stay as they are. */
export async function approveCommissions(ctx: GraphQLContext, args: unknown) {
  const { ids } = parseArgs(idsArgs, args);
  const at = now();
  const rows = rowsOf(
    await ctx.db
      .execute(sql`update commissions set status = 'approved', decided_at = ${at.toISOString()}
      where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
        and status = 'pending' and approvable_at <= ${at.toISOString()} returning id`),
  );
  if (!rows.length) return badUserInput('commissionNotDecidable');
  return { success: true, ...messageOf('commissionsApproved'), count: rows.length };
}

/** Rejects the chosen pending commissions, and the pending refunds that take them back. */
export async function rejectCommissions(ctx: GraphQLContext, args: unknown) {
  const { ids } = parseArgs(idsArgs, args);
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = rowsOf<{ reverses: string | null }>(
    await ctx.db
      .execute(sql`update commissions set status = 'rejected', decided_at = ${now().toISOString()}
      where status = 'pending' and (id in (${list}) or reverses in (${list})) returning reverses`),
  );
  const count = rows.filter((r) => r.reverses === null || !ids.includes(r.reverses)).length;
  if (!rows.length) return badUserInput('commissionNotPending');
  return { success: true, ...messageOf('commissionsRejected'), count };
}

/**
 * The scheduled job's work: every pending commission whose hold is over becomes approved. One
 * conditional UPDATE, so two processes (or a rerun) approve each commission once.
 */
export async function approveDueCommissions(db: Db, at: Date = now()): Promise<number> {
  const rows = rowsOf(
    await db.execute(sql`update commissions set status = 'approved', decided_at = ${at.toISOString()}
      where status = 'pending' and approvable_at <= ${at.toISOString()} returning id`),
  );
  return rows.length;
}

// ---- What-if --------------------------------------------------------------------------------

const whatIfArgs = z.object({ rule: commissionRuleInputSchema, days: whatIfDaysField });

/**
 * What a draft rule would have paid on the real sales of the last `days` days of what affiliates
 * brought in its scope and currency (refunds left out), beside what was actually earned on them.
 * The volume tiers read each affiliate's running volume of the month, as the live rule does.
 */
export async function whatIf(ctx: GraphQLContext, args: unknown) {
  const { rule, days } = parseArgs(whatIfArgs, args);
  const v = ruleValues(rule);
  const to = now();
  const from = new Date(to.getTime() - days * 86_400_000);
  const subject = rule.scope === 'business' ? sql`s.merchant_id` : sql`s.customer_id`;
  const [row] = rowsOf<{ sales: number; draft: number; draft2: number; actual: number }>(
    await ctx.db.execute(sql`
      with s as (
        select s.id, s.amount::bigint as amount, s.created_at, t.affiliate_id, p.status as parent_status,
          date_trunc('month', s.created_at at time zone analytics_timezone(s.merchant_id)) as month
        from sales s
        join affiliate_attributions t on t.subject_kind = ${rule.scope} and t.subject_id = ${subject}
        join affiliates a on a.id = t.affiliate_id and a.status = 'active'
        left join affiliates p on p.id = a.parent_id
        where s.created_at > ${from.toISOString()} and s.created_at <= ${to.toISOString()}
          and s.kind <> 'refund' and s.amount > 0 and s.currency = ${rule.currency}
          and (${rule.durationMonths}::int is null
               or s.created_at < t.created_at + make_interval(months => ${rule.durationMonths}::int))
      ), v as (
        select *, coalesce(sum(amount) over (partition by affiliate_id, month order by created_at, id
          rows between unbounded preceding and 1 preceding), 0)::bigint as volume from s
      )
      select count(*)::int as sales,
        coalesce(sum(affiliate_commission_amount(${v.kind}, case when ${v.kind} = 'percent'
          then affiliate_commission_rate(${v.rateBp}::int, ${v.tiers}::jsonb, volume) else 0 end,
          ${v.fixedMinor}::bigint, ${rule.capMinor}::bigint, amount)), 0)::bigint as draft,
        coalesce(sum(affiliate_commission_amount('percent', ${rule.level2RateBp}::int, 0, ${rule.capMinor}::bigint, amount))
          filter (where parent_status = 'active'), 0)::bigint as draft2,
        (select coalesce(sum(c.amount_minor), 0) from commissions c
          where c.sale_id in (select id from s) and c.scope = ${rule.scope} and c.reverses is null
            and c.status <> 'rejected')::bigint as actual
      from v`),
  );
  return {
    days,
    sales: Number(row?.sales ?? 0),
    draftMinor: Number(row?.draft ?? 0) + Number(row?.draft2 ?? 0),
    currentMinor: Number(row?.actual ?? 0),
    currency: rule.currency,
  };
}

// Commissions whose hold is over become approved; one conditional UPDATE, so a rerun or a
// second process approves nothing twice.
export const approveCommissionsJob = scheduledJob('affiliate-commissions-approve', {
  cron: '*/10 * * * *',
  handler: (_slot, ctx) => approveDueCommissions(ctx.db, now()),
});
