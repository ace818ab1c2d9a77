import type { PaymentMethod } from './constants';

// A sale is a fact, never edited: a redemption writes one, staff record counter sales, and a refund
// is a new negative sale pointing at the original.
export const SALE_KINDS = ['redemption', 'counter', 'refund'] as const;
export type SaleKind = (typeof SALE_KINDS)[number];

/** Most items on one counter sale. */
export const SALE_LINES_MAX = 50;
/** Largest quantity of one item on a counter sale. */
export const SALE_QUANTITY_MAX = 10_000;

/** How a redemption's sale appears among payment methods: the coupon was its ticket. */
export const COUPON_PAYMENT = 'Coupon';
export type SalePaymentMethod = PaymentMethod | typeof COUPON_PAYMENT;
