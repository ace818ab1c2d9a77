import * as analytics from './analytics.service';
import { op } from '../../graphql/op';
import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';

// ADMIN's `/` is the platform's dashboard, EXECUTIVE's `/` and /business-analytics the
// selected business's, /user-analytics ADMIN's. One action per operation, checked before the
// arguments are read, which is why platform figures are operations of their own.
const BUSINESS = 'analytics:read';
const PLATFORM = 'analytics:platform';
const USERS = 'user-analytics:read';

export const analyticsModule: ModuleManifest = {
  name: 'analytics',
  typeDefs: moduleSdl('analytics'),
  operations: {
    AnalyticsQueries: {
      overview: op(BUSINESS, (ctx, caller, args) =>
        analytics.overview(ctx, caller, args, 'business'),
      ),
      platformOverview: op(PLATFORM, (ctx, caller, args) =>
        analytics.overview(ctx, caller, args, 'platform'),
      ),
      series: op(BUSINESS, (ctx, caller, args) => analytics.series(ctx, caller, args, 'business')),
      platformSeries: op(PLATFORM, (ctx, caller, args) =>
        analytics.series(ctx, caller, args, 'platform'),
      ),
      topMerchants: op(PLATFORM, analytics.topMerchants),
      topOffers: op(BUSINESS, (ctx, caller, args) =>
        analytics.topOffers(ctx, caller, args, 'business'),
      ),
      platformTopOffers: op(PLATFORM, (ctx, caller, args) =>
        analytics.topOffers(ctx, caller, args, 'platform'),
      ),
      topProducts: op(BUSINESS, analytics.topProducts),
      heatmap: op(BUSINESS, analytics.heatmap),
      lowStock: op(BUSINESS, analytics.lowStock),
      actionQueue: op(BUSINESS, (ctx, caller) => analytics.actionQueue(ctx, caller, 'business')),
      platformActionQueue: op(PLATFORM, (ctx, caller) =>
        analytics.actionQueue(ctx, caller, 'platform'),
      ),
      staffActivityTotals: op(USERS, analytics.staffActivityTotals),
      staffActivityByBusiness: op(USERS, analytics.staffActivityByBusiness),
      walletActivity: op(USERS, analytics.walletActivity),
      retention: op(USERS, analytics.retention),
    },
  },
};
