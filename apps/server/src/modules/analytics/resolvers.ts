import type { Resolvers } from '../../generated/graphql';
import { requires, type BusinessCaller } from '../../graphql/access-rules';
import type { ModuleRules } from '../../graphql/operations';
import * as analytics from './analytics.service';

// ADMIN's `/` is the platform's dashboard, EXECUTIVE's `/` and /business-analytics the
// selected business's, /user-analytics ADMIN's. One action per operation, checked before the
// arguments are read, which is why platform figures are operations of their own.
const BUSINESS = requires('analytics:read');
const PLATFORM = requires('analytics:platform');
const USERS = requires('user-analytics:read');

export const analyticsRules: ModuleRules = {
  AnalyticsQueries: {
    overview: BUSINESS,
    platformOverview: PLATFORM,
    series: BUSINESS,
    platformSeries: PLATFORM,
    topMerchants: PLATFORM,
    topOffers: BUSINESS,
    platformTopOffers: PLATFORM,
    topProducts: BUSINESS,
    heatmap: BUSINESS,
    lowStock: BUSINESS,
    actionQueue: BUSINESS,
    platformActionQueue: PLATFORM,
    staffActivityTotals: USERS,
    staffActivityByBusiness: USERS,
    walletActivity: USERS,
    retention: USERS,
  },
};

// The access rule has already checked that a business is selected.
const business = (auth: unknown) => auth as BusinessCaller;

export const analyticsResolvers: Resolvers = {
  Query: { analytics: () => ({}) },
  AnalyticsQueries: {
    overview: (_, args, ctx) => analytics.overview(ctx, business(ctx.auth), args, 'business'),
    platformOverview: (_, args, ctx) =>
      analytics.overview(ctx, business(ctx.auth), args, 'platform'),
    series: (_, args, ctx) => analytics.series(ctx, business(ctx.auth), args, 'business'),
    platformSeries: (_, args, ctx) => analytics.series(ctx, business(ctx.auth), args, 'platform'),
    topMerchants: (_, args, ctx) => analytics.topMerchants(ctx, business(ctx.auth), args),
    topOffers: (_, args, ctx) => analytics.topOffers(ctx, business(ctx.auth), args, 'business'),
    platformTopOffers: (_, args, ctx) =>
      analytics.topOffers(ctx, business(ctx.auth), args, 'platform'),
    topProducts: (_, args, ctx) => analytics.topProducts(ctx, business(ctx.auth), args),
    heatmap: (_, args, ctx) => analytics.heatmap(ctx, business(ctx.auth), args),
    lowStock: (_, args, ctx) => analytics.lowStock(ctx, business(ctx.auth), args),
    actionQueue: (_, _args, ctx) => analytics.actionQueue(ctx, business(ctx.auth), 'business'),
    platformActionQueue: (_, _args, ctx) =>
      analytics.actionQueue(ctx, business(ctx.auth), 'platform'),
    staffActivityTotals: (_, args, ctx) =>
      analytics.staffActivityTotals(ctx, business(ctx.auth), args),
    staffActivityByBusiness: (_, args, ctx) =>
      analytics.staffActivityByBusiness(ctx, business(ctx.auth), args),
    walletActivity: (_, args, ctx) => analytics.walletActivity(ctx, business(ctx.auth), args),
    retention: (_, args, ctx) => analytics.retention(ctx, business(ctx.auth), args),
  },
};
