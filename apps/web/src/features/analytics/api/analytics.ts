import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { AnalyticsPeriod } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';

// Every card asks for its own figures: one failing query leaves the other cards working.

export const figureFragment = graphql(`
  fragment Figure on AnalyticsFigure {
    value
    previous
    change
  }
`);

export const overviewFragment = graphql(`
  fragment Overview on AnalyticsOverview {
    currency
    redeemedValueMinor {
      ...Figure
    }
    redemptions {
      ...Figure
    }
    couponsIssued {
      ...Figure
    }
    redemptionRate {
      ...Figure
    }
    activeMerchants {
      ...Figure
    }
    newCustomers {
      ...Figure
    }
    returningCustomers {
      ...Figure
    }
    grossSalesMinor {
      ...Figure
    }
    grossSalesByMethod {
      paymentMethod
      grossMinor {
        ...Figure
      }
    }
    openReceivablesMinor {
      ...Figure
    }
  }
`);

export const seriesPointFragment = graphql(`
  fragment SeriesPointFields on SeriesPoint {
    bucket
    currency
    redemptions
    redeemedValueMinor
    grossSalesMinor
    couponsIssued
    newCustomers
    returningCustomers
  }
`);

const platformOverviewDocument = graphql(`
  query PlatformOverview($period: AnalyticsPeriod!) {
    analytics {
      platformOverview(period: $period) {
        ...Overview
      }
    }
  }
`);

const businessOverviewDocument = graphql(`
  query BusinessOverview($period: AnalyticsPeriod!) {
    analytics {
      overview(period: $period) {
        ...Overview
      }
    }
  }
`);

const platformSeriesDocument = graphql(`
  query PlatformSeries($period: AnalyticsPeriod!) {
    analytics {
      platformSeries(period: $period) {
        ...SeriesPointFields
      }
    }
  }
`);

const businessSeriesDocument = graphql(`
  query BusinessSeries($period: AnalyticsPeriod!) {
    analytics {
      series(period: $period) {
        ...SeriesPointFields
      }
    }
  }
`);

const topMerchantsDocument = graphql(`
  query TopMerchants($period: AnalyticsPeriod!) {
    analytics {
      topMerchants(period: $period) {
        merchantId
        name
        redemptions
        redeemedValueMinor
        currency
      }
    }
  }
`);

const platformTopOffersDocument = graphql(`
  query PlatformTopOffers($period: AnalyticsPeriod!) {
    analytics {
      platformTopOffers(period: $period) {
        offerId
        title
        businessName
        redemptions
        redeemedValueMinor
        currency
      }
    }
  }
`);

const businessTopOffersDocument = graphql(`
  query BusinessTopOffers($period: AnalyticsPeriod!) {
    analytics {
      topOffers(period: $period) {
        offerId
        title
        businessName
        redemptions
        redeemedValueMinor
        currency
      }
    }
  }
`);

const topProductsDocument = graphql(`
  query TopProducts($period: AnalyticsPeriod!) {
    analytics {
      topProducts(period: $period) {
        productId
        name
        units
        grossMinor
        currency
      }
    }
  }
`);

const heatmapDocument = graphql(`
  query RedemptionHeatmap($period: AnalyticsPeriod!) {
    analytics {
      heatmap(period: $period) {
        weekday
        hour
        redemptions
      }
    }
  }
`);

const lowStockDocument = graphql(`
  query LowStock {
    analytics {
      lowStock {
        productId
        name
        stockQuantity
        lowStockThreshold
      }
    }
  }
`);

const platformActionQueueDocument = graphql(`
  query PlatformActionQueue {
    analytics {
      platformActionQueue {
        key
        count
        href
      }
    }
  }
`);

const businessActionQueueDocument = graphql(`
  query BusinessActionQueue {
    analytics {
      actionQueue {
        key
        count
        href
      }
    }
  }
`);

const staffActivityTotalsDocument = graphql(`
  query StaffActivityTotals($period: AnalyticsPeriod!) {
    analytics {
      staffActivityTotals(period: $period) {
        day
        signIns
        activeEmployees
      }
    }
  }
`);

const staffActivityByBusinessDocument = graphql(`
  query StaffActivityByBusiness($period: AnalyticsPeriod!) {
    analytics {
      staffActivityByBusiness(period: $period) {
        merchantId
        businessName
        signIns
        activeDays
        mostActiveEmployees
      }
    }
  }
`);

const walletActivityDocument = graphql(`
  query WalletActivity($period: AnalyticsPeriod!) {
    analytics {
      walletActivity(period: $period) {
        day
        walletOpens
        offersTaken
        redemptions
      }
    }
  }
`);

const retentionDocument = graphql(`
  query Retention {
    analytics {
      retention {
        cohort
        customers
        months
      }
    }
  }
`);

const analyticsKey = ['analytics'] as const;

/** Whose figures: the platform's (ADMIN) or the selected business's (EXECUTIVE). */
export type AnalyticsScope = 'platform' | 'business';

const quiet = { notify: false } as const;

export function useOverview(scope: AnalyticsScope, period: AnalyticsPeriod) {
  return useQuery({
    queryKey: [...analyticsKey, scope, 'overview', period],
    queryFn: async () =>
      scope === 'platform'
        ? (await request(platformOverviewDocument, { period }, quiet)).analytics.platformOverview
        : (await request(businessOverviewDocument, { period }, quiet)).analytics.overview,
  });
}

export function useSeries(scope: AnalyticsScope, period: AnalyticsPeriod) {
  return useQuery({
    queryKey: [...analyticsKey, scope, 'series', period],
    queryFn: async () =>
      scope === 'platform'
        ? (await request(platformSeriesDocument, { period }, quiet)).analytics.platformSeries
        : (await request(businessSeriesDocument, { period }, quiet)).analytics.series,
  });
}

export function useTopOffers(scope: AnalyticsScope, period: AnalyticsPeriod) {
  return useQuery({
    queryKey: [...analyticsKey, scope, 'top-offers', period],
    queryFn: async () =>
      scope === 'platform'
        ? (await request(platformTopOffersDocument, { period }, quiet)).analytics.platformTopOffers
        : (await request(businessTopOffersDocument, { period }, quiet)).analytics.topOffers,
  });
}

export function useActionQueue(scope: AnalyticsScope) {
  return useQuery({
    queryKey: [...analyticsKey, scope, 'action-queue'],
    queryFn: async () =>
      scope === 'platform'
        ? (await request(platformActionQueueDocument, {}, quiet)).analytics.platformActionQueue
        : (await request(businessActionQueueDocument, {}, quiet)).analytics.actionQueue,
  });
}

export function useTopMerchants(period: AnalyticsPeriod) {
  return useQuery({
    queryKey: [...analyticsKey, 'top-merchants', period],
    queryFn: async () =>
      (await request(topMerchantsDocument, { period }, quiet)).analytics.topMerchants,
  });
}

export function useTopProducts(period: AnalyticsPeriod) {
  return useQuery({
    queryKey: [...analyticsKey, 'top-products', period],
    queryFn: async () =>
      (await request(topProductsDocument, { period }, quiet)).analytics.topProducts,
  });
}

export function useHeatmap(period: AnalyticsPeriod) {
  return useQuery({
    queryKey: [...analyticsKey, 'heatmap', period],
    queryFn: async () => (await request(heatmapDocument, { period }, quiet)).analytics.heatmap,
  });
}

export function useLowStock() {
  return useQuery({
    queryKey: [...analyticsKey, 'low-stock'],
    queryFn: async () => (await request(lowStockDocument, {}, quiet)).analytics.lowStock,
  });
}

export function useStaffActivityTotals(period: AnalyticsPeriod) {
  return useQuery({
    queryKey: [...analyticsKey, 'staff-activity', 'days', period],
    queryFn: async () =>
      (await request(staffActivityTotalsDocument, { period }, quiet)).analytics.staffActivityTotals,
  });
}

export function useStaffActivityByBusiness(period: AnalyticsPeriod) {
  return useQuery({
    queryKey: [...analyticsKey, 'staff-activity', 'businesses', period],
    queryFn: async () =>
      (await request(staffActivityByBusinessDocument, { period }, quiet)).analytics
        .staffActivityByBusiness,
  });
}

export function useWalletActivity(period: AnalyticsPeriod) {
  return useQuery({
    queryKey: [...analyticsKey, 'wallet-activity', period],
    queryFn: async () =>
      (await request(walletActivityDocument, { period }, quiet)).analytics.walletActivity,
  });
}

export function useRetention() {
  return useQuery({
    queryKey: [...analyticsKey, 'retention'],
    queryFn: async () => (await request(retentionDocument, {}, quiet)).analytics.retention,
  });
}
