import { todayIn } from '@back-office/domain/periods';
import type { GraphQLContext } from '../../graphql/context';
import { assertCan, type BusinessCaller } from '../../graphql/access-rules';
import { badUserInput } from '../../graphql/errors';
import { now } from '../../jobs/clock';
import { overdueTicketCount } from '../support/support.service';
import { pastDueSubscriptionCount } from '../subscription/subscription-view.service';
import { pendingCampaignCount } from '../advertisement/advertisement.service';
import * as q from './analytics.queries';
import { bucketsOf, parseLimit, parsePeriod, type PeriodArgs } from './analytics-period';

// Business figures are the selected business's (analytics:read), platform figures every
// business's (analytics:platform): the scope comes from the token, never from the arguments.

type Scope = 'business' | 'platform';

interface PeriodArgsOf {
  period?: PeriodArgs | null;
  limit?: unknown;
}

function scopeOf(caller: BusinessCaller, scope: Scope): string | null {
  assertCan(caller, scope === 'platform' ? 'analytics:platform' : 'analytics:read');
  return scope === 'platform' ? null : caller.selectedBusiness.merchantId;
}

function figure(value: number, previous: number) {
  return { value, previous, change: previous === 0 ? null : (value - previous) / previous };
}

const rate = (redemptions: number, coupons: number) => (coupons === 0 ? 0 : redemptions / coupons);

export async function overview(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: PeriodArgsOf,
  scope: Scope,
) {
  const merchantId = scopeOf(caller, scope);
  const { window } = parsePeriod(args.period);
  const [totals, methods, receivables, platform, settings] = await Promise.all([
    q.dailyTotals(ctx.db, merchantId, window),
    q.grossByMethod(ctx.db, merchantId, window),
    q.openReceivables(ctx.db, merchantId),
    merchantId ? Promise.resolve(null) : q.platformCustomers(ctx.db, window),
    q.businessSettingsOf(ctx.db, merchantId),
  ]);
  const currencies = new Set<string>([
    ...totals.map((t) => t.currency),
    ...(platform?.keys() ?? []),
    ...methods.map((m) => m.currency),
    ...receivables.keys(),
  ]);
  if (currencies.size === 0) currencies.add(settings.currency);
  const zero: [number, number] = [0, 0];
  return [...currencies].sort().map((currency) => {
    const t = totals.find((row) => row.currency === currency);
    const [redemptions, prevRedemptions] = t?.redemptions ?? zero;
    const [coupons, prevCoupons] = t?.couponsIssued ?? zero;
    const customers = platform
      ? platform.get(currency)
      : t && { active: t.activeCustomers, fresh: t.newCustomers };
    const [news, prevNews] = customers?.fresh ?? zero;
    const [active, prevActive] = customers?.active ?? zero;
    const open = receivables.get(currency) ?? 0;
    return {
      currency,
      redeemedValueMinor: figure(...(t?.redeemedValue ?? zero)),
      redemptions: figure(redemptions, prevRedemptions),
      couponsIssued: figure(coupons, prevCoupons),
      redemptionRate: figure(rate(redemptions, coupons), rate(prevRedemptions, prevCoupons)),
      activeMerchants: merchantId ? null : figure(...(t?.activeMerchants ?? zero)),
      newCustomers: figure(news, prevNews),
      returningCustomers: figure(active - news, prevActive - prevNews),
      grossSalesMinor: figure(...(t?.grossSales ?? zero)),
      grossSalesByMethod: methods
        .filter((m) => m.currency === currency)
        .map((m) => ({ paymentMethod: m.paymentMethod, grossMinor: figure(...m.gross) })),
      openReceivablesMinor: figure(open, open),
    };
  });
}

export async function series(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: PeriodArgsOf,
  scope: Scope,
) {
  const merchantId = scopeOf(caller, scope);
  const { range, granularity } = parsePeriod(args.period);
  const [rows, settings] = await Promise.all([
    q.seriesRows(ctx.db, merchantId, range, granularity),
    q.businessSettingsOf(ctx.db, merchantId),
  ]);
  const currencies = [...new Set(rows.map((r) => r.currency))].sort();
  if (currencies.length === 0) currencies.push(settings.currency);
  const byKey = new Map(rows.map((r) => [`${r.bucket} ${r.currency}`, r]));
  return bucketsOf(range, granularity).flatMap((bucket) =>
    currencies.map((currency) => {
      const r = byKey.get(`${bucket} ${currency}`);
      return {
        bucket,
        currency,
        redemptions: r?.redemptions ?? 0,
        redeemedValueMinor: r?.redeemedValue ?? 0,
        grossSalesMinor: r?.grossSales ?? 0,
        couponsIssued: r?.couponsIssued ?? 0,
        newCustomers: r?.newCustomers ?? 0,
        returningCustomers: r ? r.activeCustomers - r.newCustomers : 0,
      };
    }),
  );
}

export async function topMerchants(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: PeriodArgsOf,
) {
  scopeOf(caller, 'platform');
  const { range } = parsePeriod(args.period);
  return q.topMerchants(ctx.db, range, parseLimit(args.limit));
}

export async function topOffers(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: PeriodArgsOf,
  scope: Scope,
) {
  const merchantId = scopeOf(caller, scope);
  const { range } = parsePeriod(args.period);
  return q.topOffers(ctx.db, merchantId, range, parseLimit(args.limit));
}

export async function topProducts(ctx: GraphQLContext, caller: BusinessCaller, args: PeriodArgsOf) {
  const merchantId = scopeOf(caller, 'business')!;
  const { range } = parsePeriod(args.period);
  return q.topProducts(ctx.db, merchantId, range, parseLimit(args.limit));
}

export async function heatmap(ctx: GraphQLContext, caller: BusinessCaller, args: PeriodArgsOf) {
  const merchantId = scopeOf(caller, 'business')!;
  const { range } = parsePeriod(args.period);
  return q.heatmap(ctx.db, merchantId, range);
}

export async function lowStock(ctx: GraphQLContext, caller: BusinessCaller, args: PeriodArgsOf) {
  const merchantId = scopeOf(caller, 'business')!;
  return q.lowStockProducts(ctx.db, merchantId, parseLimit(args.limit));
}

export async function actionQueue(ctx: GraphQLContext, caller: BusinessCaller, scope: Scope) {
  const merchantId = scopeOf(caller, scope);
  if (!merchantId) {
    const at = now();
    const [pending, overdue, tickets, pastDue, campaigns] = await Promise.all([
      q.pendingOffers(ctx.db),
      q.overdueInvoices(ctx.db, null),
      overdueTicketCount(ctx.db, at),
      pastDueSubscriptionCount(ctx.db, at),
      pendingCampaignCount(ctx.db),
    ]);
    return [
      { key: 'pendingOffers', count: pending, href: '/pending-offers' },
      { key: 'overdueInvoices', count: overdue, href: '/accounting?overdue=true' },
      { key: 'overdueTickets', count: tickets, href: '/support?overdue=true' },
      {
        key: 'pastDueSubscriptions',
        count: pastDue,
        href: '/subscription-settings?tab=subscribers&status=past_due',
      },
      { key: 'pendingCampaigns', count: campaigns, href: '/advertisement?tab=review' },
    ];
  }
  const [overdue, low] = await Promise.all([
    q.overdueInvoices(ctx.db, merchantId),
    q.lowStockCount(ctx.db, merchantId),
  ]);
  return [
    { key: 'overdueInvoices', count: overdue, href: '/accounting?overdue=true' },
    { key: 'lowStock', count: low, href: '/stock-control' },
  ];
}

export async function staffActivityTotals(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: PeriodArgsOf,
) {
  assertCan(caller, 'user-analytics:read');
  return q.staffActivityTotals(ctx.db, parsePeriod(args.period).range);
}

export async function staffActivityByBusiness(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: PeriodArgsOf,
) {
  assertCan(caller, 'user-analytics:read');
  return q.staffActivityByBusiness(ctx.db, parsePeriod(args.period).range);
}

export async function walletActivity(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: PeriodArgsOf,
) {
  assertCan(caller, 'user-analytics:read');
  return q.walletActivity(ctx.db, parsePeriod(args.period).range);
}

function monthsBetween(from: string, to: string): number {
  return (
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
    Number(to.slice(5, 7)) -
    Number(from.slice(5, 7))
  );
}

function addMonths(month: string, n: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + n);
  return date.toISOString().slice(0, 7);
}

export async function retention(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { months?: unknown },
) {
  assertCan(caller, 'user-analytics:read');
  const months = args.months ?? 12;
  if (typeof months !== 'number' || !Number.isInteger(months) || months < 1 || months > 24)
    return badUserInput('retentionMonthsInvalid', { months: 'retentionMonthsInvalid' });
  const { timeZone } = await q.businessSettingsOf(ctx.db, null);
  const current = todayIn(timeZone).slice(0, 7);
  const first = addMonths(current, -(months - 1));
  const rows = await q.retentionRows(ctx.db, `${first}-01`);
  const cohorts = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const byMonth = cohorts.get(row.cohort) ?? new Map<string, number>();
    byMonth.set(row.month, row.customers);
    cohorts.set(row.cohort, byMonth);
  }
  return [...cohorts.entries()].map(([cohort, byMonth]) => {
    const customers = byMonth.get(cohort) ?? 0;
    const span = Math.max(0, monthsBetween(cohort, current));
    return {
      cohort,
      customers,
      months: Array.from({ length: span + 1 }, (_, i) =>
        customers === 0 ? 0 : (byMonth.get(addMonths(cohort, i)) ?? 0) / customers,
      ),
    };
  });
}
