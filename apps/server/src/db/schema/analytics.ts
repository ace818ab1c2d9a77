import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './coupons';
import { merchants } from './organisation';
import { createdAt } from './timestamps';

// Rollups of the dashboards. Written only by the triggers of migration 0011_analytics in the
// transaction of the fact that changes them (INSERT … ON CONFLICT DO UPDATE), never by
// application code; dashboards read these and never the raw rows. A day is the calendar day in the
// business's time zone (business_settings.timezone) when the fact happened.

const merchantId = () =>
  uuid('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });
const count = (name: string) => integer(name).notNull().default(0);
const minor = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    merchantId: merchantId(),
    day: date('day').notNull(),
    currency: text('currency').notNull(),
    redemptions: count('redemptions'),
    redeemedValue: minor('redeemed_value'),
    couponsIssued: count('coupons_issued'),
    // Distinct customers who took a coupon that day (customer-days).
    activeCustomers: count('active_customers'),
    // Customers whose first coupon of the business is of that day (and currency).
    newCustomers: count('new_customers'),
    sales: count('sales'),
    // Every sale: redemptions, counter sales, and refunds (negative).
    grossSales: minor('gross_sales'),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.day, t.currency] }),
    index('analytics_daily_day_idx').on(t.day),
  ],
);

// Sales by payment method ('Coupon' for redemptions) and kind (redemption, counter, refund).
export const analyticsSalesDaily = pgTable(
  'analytics_sales_daily',
  {
    merchantId: merchantId(),
    day: date('day').notNull(),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    kind: text('kind').notNull(),
    sales: count('sales'),
    gross: minor('gross'),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.day, t.currency, t.paymentMethod, t.kind] }),
    index('analytics_sales_daily_day_idx').on(t.day),
  ],
);

// Per local hour: the heatmap (weekday × hour) and hourly series.
export const analyticsHourly = pgTable(
  'analytics_hourly',
  {
    merchantId: merchantId(),
    day: date('day').notNull(),
    hour: smallint('hour').notNull(),
    currency: text('currency').notNull(),
    redemptions: count('redemptions'),
    redeemedValue: minor('redeemed_value'),
    grossSales: minor('gross_sales'),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.day, t.hour, t.currency] }),
    index('analytics_hourly_day_idx').on(t.day),
  ],
);

export const analyticsOfferDaily = pgTable(
  'analytics_offer_daily',
  {
    merchantId: merchantId(),
    day: date('day').notNull(),
    offerId: uuid('offer_id').notNull(),
    currency: text('currency').notNull(),
    couponsIssued: count('coupons_issued'),
    redemptions: count('redemptions'),
    redeemedValue: minor('redeemed_value'),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.day, t.offerId, t.currency] }),
    index('analytics_offer_daily_day_idx').on(t.day),
  ],
);

// The same three rollups per calendar month (`month` is its first day), kept by triggers of
// migration 0017_analytics_monthly on the daily rows: every change of a daily row adds its
// difference to its month in the same transaction, so a month always equals the sum of its days.
// A year-long dashboard reads whole months here and only the days at its edges from the daily
// tables: about 30 rows per business instead of 365.
export const analyticsMonthly = pgTable(
  'analytics_monthly',
  {
    merchantId: merchantId(),
    month: date('month').notNull(),
    currency: text('currency').notNull(),
    redemptions: count('redemptions'),
    redeemedValue: minor('redeemed_value'),
    couponsIssued: count('coupons_issued'),
    activeCustomers: count('active_customers'),
    newCustomers: count('new_customers'),
    sales: count('sales'),
    grossSales: minor('gross_sales'),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.month, t.currency] }),
    index('analytics_monthly_month_idx').on(t.month),
  ],
);

export const analyticsSalesMonthly = pgTable(
  'analytics_sales_monthly',
  {
    merchantId: merchantId(),
    month: date('month').notNull(),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    kind: text('kind').notNull(),
    sales: count('sales'),
    gross: minor('gross'),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.month, t.currency, t.paymentMethod, t.kind] }),
    index('analytics_sales_monthly_month_idx').on(t.month),
  ],
);

export const analyticsOfferMonthly = pgTable(
  'analytics_offer_monthly',
  {
    merchantId: merchantId(),
    month: date('month').notNull(),
    offerId: uuid('offer_id').notNull(),
    currency: text('currency').notNull(),
    couponsIssued: count('coupons_issued'),
    redemptions: count('redemptions'),
    redeemedValue: minor('redeemed_value'),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.month, t.offerId, t.currency] }),
    index('analytics_offer_monthly_month_idx').on(t.month),
  ],
);

// Units and gross per product: counter-sale lines (less refunded lines) and redemptions of
// offers of the product (one unit each).
export const analyticsProductDaily = pgTable(
  'analytics_product_daily',
  {
    merchantId: merchantId(),
    day: date('day').notNull(),
    productId: uuid('product_id').notNull(),
    currency: text('currency').notNull(),
    units: count('units'),
    gross: minor('gross'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day, t.productId, t.currency] })],
);

// A business's products and its redemptions by weekday and hour, per calendar month, kept by
// triggers of migration 0019_analytics_monthly_business from analytics_product_daily and
// analytics_hourly as the months above are: a year's top products and heatmap read months.
export const analyticsProductMonthly = pgTable(
  'analytics_product_monthly',
  {
    merchantId: merchantId(),
    month: date('month').notNull(),
    productId: uuid('product_id').notNull(),
    currency: text('currency').notNull(),
    units: count('units'),
    gross: minor('gross'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.month, t.productId, t.currency] })],
);

export const analyticsHeatmapMonthly = pgTable(
  'analytics_heatmap_monthly',
  {
    merchantId: merchantId(),
    month: date('month').notNull(),
    // ISO weekday, 1 (Monday) to 7, of the local day.
    weekday: smallint('weekday').notNull(),
    hour: smallint('hour').notNull(),
    redemptions: count('redemptions'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.month, t.weekday, t.hour] })],
);

// The day (and currency) of each customer's first coupon of a business, counted as a new customer
// in analytics_daily.new_customers of that day. Only an earlier coupon moves it (and its count),
// so the order facts arrive in does not matter.
export const analyticsCustomerFirsts = pgTable(
  'analytics_customer_firsts',
  {
    merchantId: merchantId(),
    customerId: uuid('customer_id').notNull(),
    currency: text('currency').notNull(),
    firstDay: date('first_day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.customerId] })],
);

// The keys that make analytics_daily.active_customers count each customer once a day: the
// trigger counts a customer-day only when its row here is new (race-free under concurrency).
export const analyticsCustomerDays = pgTable(
  'analytics_customer_days',
  {
    merchantId: merchantId(),
    customerId: uuid('customer_id').notNull(),
    day: date('day').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.customerId, t.day, t.currency] })],
);

// The same, platform-wide: a customer's first coupon of any business (dated in that business's
// time zone), and customer-days across businesses.
export const analyticsPlatformCustomers = pgTable(
  'analytics_platform_customers',
  {
    customerId: uuid('customer_id').notNull(),
    currency: text('currency').notNull(),
    firstDay: date('first_day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId] })],
);

export const analyticsPlatformCustomerDays = pgTable(
  'analytics_platform_customer_days',
  {
    customerId: uuid('customer_id').notNull(),
    day: date('day').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.day, t.currency] })],
);

export const analyticsPlatformDaily = pgTable(
  'analytics_platform_daily',
  {
    day: date('day').notNull(),
    currency: text('currency').notNull(),
    activeCustomers: count('active_customers'),
    newCustomers: count('new_customers'),
  },
  (t) => [primaryKey({ columns: [t.day, t.currency] })],
);

// Retention: the months (first day of the month) in which a customer took a coupon or redeemed
// one, and the count per (cohort month, active month), moved when a customer's cohort moves.
export const analyticsCustomerMonths = pgTable(
  'analytics_customer_months',
  {
    customerId: uuid('customer_id').notNull(),
    month: date('month').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.month] })],
);

export const analyticsRetention = pgTable(
  'analytics_retention',
  {
    cohort: date('cohort').notNull(),
    month: date('month').notNull(),
    customers: count('customers'),
  },
  (t) => [primaryKey({ columns: [t.cohort, t.month] })],
);

// Staff: sessions opened for a business (signing in and choosing it) and distinct employees with
// a session (sign-in or renewal) or a scan that day.
export const analyticsStaffDaily = pgTable(
  'analytics_staff_daily',
  {
    merchantId: merchantId(),
    day: date('day').notNull(),
    signIns: count('sign_ins'),
    activeEmployees: count('active_employees'),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.day] }),
    index('analytics_staff_daily_day_idx').on(t.day),
  ],
);

export const analyticsEmployeeDays = pgTable(
  'analytics_employee_days',
  {
    merchantId: merchantId(),
    employeeId: uuid('employee_id').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.employeeId, t.day] })],
);

// A customer opened their wallet on a day (the provider's time zone); once a day per customer,
// however often the page renews its QR codes.
export const walletOpens = pgTable(
  'wallet_opens',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.day] })],
);

export const analyticsWalletDaily = pgTable('analytics_wallet_daily', {
  day: date('day').primaryKey(),
  opens: count('opens'),
});
