import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type LazyPage = LazyExoticComponent<ComponentType>;

// Each page is its own chunk, fetched when first visited. Keys are the route table's paths
// (packages/domain/routes.ts); a test checks that every route has its page.
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

export const PROTECTED_PAGES: Readonly<Record<string, LazyPage>> = {
  '/': page(
    () => import('./home-page'),
    (m) => m.HomePage,
  ),
  '/affiliate-network': page(
    () => import('../features/affiliates/components/affiliate-network-page'),
    (m) => m.AffiliateNetworkPage,
  ),
  '/affiliate-commissions': page(
    () => import('../features/affiliates/components/affiliate-commissions-page'),
    (m) => m.AffiliateCommissionsPage,
  ),
  '/lifestyle-members': page(
    () => import('../features/members/components/lifestyle-members-page'),
    (m) => m.LifestyleMembersPage,
  ),
  '/travel-members': page(
    () => import('../features/members/components/travel-members-page'),
    (m) => m.TravelMembersPage,
  ),
  '/academy': page(
    () => import('../features/academy/components/academy-page'),
    (m) => m.AcademyPage,
  ),
  '/businesses': page(
    () => import('../features/businesses/components/businesses-page'),
    (m) => m.BusinessesPage,
  ),
  '/businesses/stores/edit/:id': page(
    () => import('../features/businesses/components/store-edit-page'),
    (m) => m.StoreEditPage,
  ),
  '/subscription-settings': page(
    () => import('../features/subscriptions/components/subscription-settings-page'),
    (m) => m.SubscriptionSettingsPage,
  ),
  '/pending-offers': page(
    () => import('../features/marketplace/components/pending-offers-page'),
    (m) => m.PendingOffersPage,
  ),
  '/offers-management': page(
    () => import('../features/marketplace/components/offers-management-page'),
    (m) => m.OffersManagementPage,
  ),
  '/user-analytics': page(
    () => import('../features/analytics/components/user-analytics-page'),
    (m) => m.UserAnalyticsPage,
  ),
  '/employees': page(
    () => import('../features/employees/components/employees-page'),
    (m) => m.EmployeesPage,
  ),
  '/marketplace': page(
    () => import('../features/marketplace/components/marketplace-page'),
    (m) => m.MarketplacePage,
  ),
  '/customers': page(
    () => import('../features/customers/components/customers-page'),
    (m) => m.CustomersPage,
  ),
  '/accounting': page(
    () => import('../features/accounting/components/accounting-page'),
    (m) => m.AccountingPage,
  ),
  '/accounting/:id': page(
    () => import('../features/accounting/components/invoice-page'),
    (m) => m.InvoicePage,
  ),
  '/sales': page(
    () => import('../features/sales/components/sales-page'),
    (m) => m.SalesPage,
  ),
  '/business-analytics': page(
    () => import('../features/analytics/components/business-analytics-page'),
    (m) => m.BusinessAnalyticsPage,
  ),
  '/stock-control': page(
    () => import('../features/marketplace/components/stock-control-page'),
    (m) => m.StockControlPage,
  ),
  '/business-network': page(
    () => import('../features/business-network/components/business-network-page'),
    (m) => m.BusinessNetworkPage,
  ),
  '/audit': page(
    () => import('../features/audit/components/audit-page'),
    (m) => m.AuditPage,
  ),
  '/services': page(
    () => import('../features/services/components/services-page'),
    (m) => m.ServicesPage,
  ),
  '/scanner-history': page(
    () => import('../features/scanner/components/scanner-history-page'),
    (m) => m.ScannerHistoryPage,
  ),
  '/business-profile': page(
    () => import('../features/business-profile/components/business-profile-page'),
    (m) => m.BusinessProfilePage,
  ),
  '/business-customers': page(
    () => import('../features/customers/components/business-customers-page'),
    (m) => m.BusinessCustomersPage,
  ),
  '/support': page(
    () => import('../features/support/components/support-page'),
    (m) => m.SupportPage,
  ),
  '/support/:id': page(
    () => import('../features/support/components/ticket-page'),
    (m) => m.TicketPage,
  ),
  '/notifications': page(
    () => import('../features/notifications/components/notifications-page'),
    (m) => m.NotificationsPage,
  ),
  '/profile': page(
    () => import('../features/profile/components/profile-page'),
    (m) => m.ProfilePage,
  ),
  '/advertisement': page(
    () => import('../features/advertisement/components/advertisement-page'),
    (m) => m.AdvertisementPage,
  ),
};
