import i18next from 'i18next';

// Titles and descriptions of the signed-in pages (SPEC §2 page metadata). They travel with those
// pages rather than with the sign-in page, whose size is budgeted (issue 3), and grow with every
// page a later issue builds.
export const EN_PAGE_TEXTS = {
  pageDashboard: 'Dashboard',
  pageDashboardDescription: 'An overview of your business.',
  pageAdminDashboard: 'Admin dashboard',
  pageAdminDashboardDescription: 'Platform-wide figures for administrators.',
  pageAffiliateNetwork: 'Affiliate Network',
  pageAffiliateNetworkDescription: 'The affiliates of the platform and their networks.',
  pageAffiliateCommissions: 'Affiliate Commissions',
  pageAffiliateCommissionsDescription: 'Commissions earned by affiliates.',
  pageLifestyleMembers: 'Lifestyle Members',
  pageLifestyleMembersDescription: 'Members of the lifestyle programme.',
  pageTravelMembers: 'Travel Members',
  pageTravelMembersDescription: 'Members of the travel programme.',
  pageAcademy: 'Academy',
  pageAcademyDescription: 'Courses and training material.',
  pageBusinesses: 'Businesses',
  pageBusinessesDescription: 'The businesses of the platform.',
  pageStoreEdit: 'Edit store',
  pageStoreEditDescription: 'Change the details of a store.',
  pageSubscriptionSettings: 'Subscription settings',
  pageSubscriptionSettingsDescription: 'Plans and subscriptions of businesses.',
  pagePendingOffers: 'Pending offers',
  pagePendingOffersDescription: 'Offers waiting for approval.',
  pageOffersManagement: 'Offers Management',
  pageOffersManagementDescription: 'All offers of the marketplace.',
  pageUserAnalytics: 'User Analytics',
  pageUserAnalyticsDescription: 'How people use the platform.',
  pageEmployees: 'Employees',
  pageEmployeesDescription: 'The people who work for your business.',
  pageMarketplace: 'Marketplace',
  pageMarketplaceDescription: 'Products and offers in the marketplace.',
  pageCustomers: 'Customers',
  pageCustomersDescription: 'Customers and what they spent.',
  pageAccounting: 'Accounting',
  pageAccountingDescription: 'Invoices and accounting records.',
  pageInvoice: 'Invoice',
  pageInvoiceDescription: 'The details of one invoice.',
  pageSales: 'Sales',
  pageSalesDescription: 'Sales of your business.',
  pageBusinessAnalytics: 'Business analytics',
  pageBusinessAnalyticsDescription: 'How your business is doing.',
  pageStockControl: 'Stock Control',
  pageStockControlDescription: 'Stock levels of your products.',
  pageBusinessNetwork: 'Business Network',
  pageBusinessNetworkDescription: 'Partner businesses in your network.',
  pageServices: 'Services',
  pageServicesDescription: 'The services your business offers.',
  pageScannerHistory: 'Scanner History',
  pageScannerHistoryDescription: 'Every coupon scan and its outcome.',
  pageBusinessProfile: 'Business Profile',
  pageBusinessProfileDescription: 'The public details of your business.',
  pageBusinessCustomers: 'Business customers',
  pageBusinessCustomersDescription: 'Customers of your business.',
  pageSupport: 'Support',
  pageSupportDescription: 'Get help from our team.',
  pageProfile: 'My Profile',
  pageProfileDescription: 'Your personal details.',
  pageAdvertisement: 'Advertisement',
  pageAdvertisementDescription: 'Advertise your business and offers.',
} as const;

let registered = false;

export function registerPageTexts(): void {
  if (registered) return;
  registered = true;
  i18next.addResourceBundle('en', 'translation', EN_PAGE_TEXTS, true);
}
