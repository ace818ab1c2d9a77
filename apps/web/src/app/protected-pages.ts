import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { findProtectedRoute } from '@back-office/domain/routes';
import type { TranslationKey } from '../lib/i18n/en';

export interface ProtectedPage {
  // How the page is named in texts such as the welcome toast.
  title: TranslationKey;
  Page: LazyExoticComponent<ComponentType>;
}

// Each page is its own chunk, fetched when first visited. Keys are the route table's paths
// (packages/domain/routes.ts); a test checks that every route has its page.
function page<M>(title: TranslationKey, load: () => Promise<M>, pick: (module: M) => ComponentType): ProtectedPage {
  return { title, Page: lazy(() => load().then((module) => ({ default: pick(module) }))) };
}

export const PROTECTED_PAGES: Readonly<Record<string, ProtectedPage>> = {
  '/': page('pageDashboard', () => import('../features/dashboard/components/dashboard-page'), (m) => m.DashboardPage),
  '/affiliate-network': page(
    'pageAffiliateNetwork',
    () => import('../features/affiliates/components/affiliate-network-page'),
    (m) => m.AffiliateNetworkPage,
  ),
  '/affiliate-commissions': page(
    'pageAffiliateCommissions',
    () => import('../features/affiliates/components/affiliate-commissions-page'),
    (m) => m.AffiliateCommissionsPage,
  ),
  '/lifestyle-members': page(
    'pageLifestyleMembers',
    () => import('../features/members/components/lifestyle-members-page'),
    (m) => m.LifestyleMembersPage,
  ),
  '/travel-members': page('pageTravelMembers', () => import('../features/members/components/travel-members-page'), (m) => m.TravelMembersPage),
  '/academy': page('pageAcademy', () => import('../features/academy/components/academy-page'), (m) => m.AcademyPage),
  '/businesses': page('pageBusinesses', () => import('../features/businesses/components/businesses-page'), (m) => m.BusinessesPage),
  '/businesses/stores/edit/:id': page('pageStoreEdit', () => import('../features/businesses/components/store-edit-page'), (m) => m.StoreEditPage),
  '/subscription-settings': page(
    'pageSubscriptionSettings',
    () => import('../features/subscriptions/components/subscription-settings-page'),
    (m) => m.SubscriptionSettingsPage,
  ),
  '/pending-offers': page('pagePendingOffers', () => import('../features/offers/components/pending-offers-page'), (m) => m.PendingOffersPage),
  '/offers-management': page(
    'pageOffersManagement',
    () => import('../features/offers/components/offers-management-page'),
    (m) => m.OffersManagementPage,
  ),
  '/user-analytics': page('pageUserAnalytics', () => import('../features/analytics/components/user-analytics-page'), (m) => m.UserAnalyticsPage),
  '/employees': page('pageEmployees', () => import('../features/employees/components/employees-page'), (m) => m.EmployeesPage),
  '/marketplace': page('pageMarketplace', () => import('../features/marketplace/components/marketplace-page'), (m) => m.MarketplacePage),
  '/customers': page('pageCustomers', () => import('../features/customers/components/customers-page'), (m) => m.CustomersPage),
  '/accounting': page('pageAccounting', () => import('../features/accounting/components/accounting-page'), (m) => m.AccountingPage),
  '/accounting/:id': page('pageInvoice', () => import('../features/accounting/components/invoice-page'), (m) => m.InvoicePage),
  '/sales': page('pageSales', () => import('../features/sales/components/sales-page'), (m) => m.SalesPage),
  '/business-analytics': page(
    'pageBusinessAnalytics',
    () => import('../features/analytics/components/business-analytics-page'),
    (m) => m.BusinessAnalyticsPage,
  ),
  '/stock-control': page('pageStockControl', () => import('../features/stock/components/stock-control-page'), (m) => m.StockControlPage),
  '/business-network': page(
    'pageBusinessNetwork',
    () => import('../features/business-network/components/business-network-page'),
    (m) => m.BusinessNetworkPage,
  ),
  '/services': page('pageServices', () => import('../features/services/components/services-page'), (m) => m.ServicesPage),
  '/scanner-history': page(
    'pageScannerHistory',
    () => import('../features/scanner/components/scanner-history-page'),
    (m) => m.ScannerHistoryPage,
  ),
  '/business-profile': page(
    'pageBusinessProfile',
    () => import('../features/business-profile/components/business-profile-page'),
    (m) => m.BusinessProfilePage,
  ),
  '/business-customers': page(
    'pageBusinessCustomers',
    () => import('../features/customers/components/business-customers-page'),
    (m) => m.BusinessCustomersPage,
  ),
  '/support': page('pageSupport', () => import('../features/support/components/support-page'), (m) => m.SupportPage),
  '/profile': page('pageProfile', () => import('../features/profile/components/profile-page'), (m) => m.ProfilePage),
  '/advertisement': page(
    'pageAdvertisement',
    () => import('../features/advertisement/components/advertisement-page'),
    (m) => m.AdvertisementPage,
  ),
};

// The name of the page a location leads to, for 'Redirecting you to {page}...'.
export function pageTitleFor(location: string): TranslationKey {
  const route = findProtectedRoute(location);
  return (route && PROTECTED_PAGES[route.path]?.title) ?? 'pageDashboard';
}
