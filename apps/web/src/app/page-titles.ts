import { findProtectedRoute } from '@back-office/domain/routes';
import type { TranslationKey } from '../lib/i18n/en';

// How each page of the route table (packages/domain/routes.ts) is named, e.g. in the welcome
// toast. A test checks that every route has its title.
export const PAGE_TITLES: Readonly<Record<string, TranslationKey>> = {
  '/': 'pageDashboard',
  '/affiliate-network': 'pageAffiliateNetwork',
  '/affiliate-commissions': 'pageAffiliateCommissions',
  '/lifestyle-members': 'pageLifestyleMembers',
  '/travel-members': 'pageTravelMembers',
  '/academy': 'pageAcademy',
  '/businesses': 'pageBusinesses',
  '/businesses/stores/edit/:id': 'pageStoreEdit',
  '/subscription-settings': 'pageSubscriptionSettings',
  '/pending-offers': 'pagePendingOffers',
  '/offers-management': 'pageOffersManagement',
  '/user-analytics': 'pageUserAnalytics',
  '/employees': 'pageEmployees',
  '/marketplace': 'pageMarketplace',
  '/customers': 'pageCustomers',
  '/accounting': 'pageAccounting',
  '/accounting/:id': 'pageInvoice',
  '/sales': 'pageSales',
  '/business-analytics': 'pageBusinessAnalytics',
  '/stock-control': 'pageStockControl',
  '/business-network': 'pageBusinessNetwork',
  '/services': 'pageServices',
  '/scanner-history': 'pageScannerHistory',
  '/business-profile': 'pageBusinessProfile',
  '/business-customers': 'pageBusinessCustomers',
  '/support': 'pageSupport',
  '/support/:id': 'pageTicket',
  '/notifications': 'pageNotifications',
  '/profile': 'pageProfile',
  '/advertisement': 'pageAdvertisement',
  '/audit': 'pageAudit',
};

// The name of the page a location leads to, for 'Redirecting you to {page}...'.
export function pageTitleFor(location: string): TranslationKey {
  const route = findProtectedRoute(location);
  return (route && PAGE_TITLES[route.path]) ?? 'pageDashboard';
}
