import { buildSchema, GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ACADEMY_STATUSES, LESSON_KINDS } from '@back-office/domain/academy';
import {
  INVOICE_KINDS,
  INVOICE_STATUSES,
  PAYMENT_STATUSES,
  RECIPIENT_KINDS,
} from '@back-office/domain/accounting';
import {
  CAMPAIGN_PLACEMENTS,
  CAMPAIGN_STATES,
  CAMPAIGN_STATUSES,
} from '@back-office/domain/advertisement';
import {
  AFFILIATE_KINDS,
  AFFILIATE_STATUSES,
  COMMISSION_KINDS,
  COMMISSION_STATUSES,
  PAYOUT_STATUSES,
  RULE_STATES,
} from '@back-office/domain/affiliates';
import { OFFER_STATUSES, PRODUCT_STATUSES } from '@back-office/domain/catalog';
import { MEMBER_STATUSES } from '@back-office/domain/members';
import {
  BUSINESS_STATUSES,
  CUSTOMER_STATUSES,
  MEMBERSHIP_STATUSES,
} from '@back-office/domain/people';
import { SCAN_OUTCOMES } from '@back-office/domain/result-codes';
import { ROLES } from '@back-office/domain/roles';
import { SALE_KINDS } from '@back-office/domain/sales';
import { SUBSCRIPTION_STATUSES } from '@back-office/domain/subscriptions';
import {
  NOTIFICATION_KINDS,
  TICKET_CATEGORIES,
  TICKET_STATUSES,
  TICKET_SUBJECT_KINDS,
} from '@back-office/domain/support';
import { buildSchemaParts } from './schema';
import { MODULES } from '../modules/manifests';

// The schema's closed sets are written in SDL, their values in the domain: each enum must list
// exactly its domain list, and every enum must have one, so neither side can drift.
const DOMAIN_LISTS: Record<string, readonly string[]> = {
  RoleName: ROLES,
  MembershipStatus: MEMBERSHIP_STATUSES,
  BusinessStatus: BUSINESS_STATUSES,
  CustomerStatus: CUSTOMER_STATUSES,
  ProductStatus: PRODUCT_STATUSES,
  OfferStatus: OFFER_STATUSES,
  SaleKind: SALE_KINDS,
  InvoiceKind: INVOICE_KINDS,
  InvoiceStatus: INVOICE_STATUSES,
  PaymentStatus: PAYMENT_STATUSES,
  RecipientKind: RECIPIENT_KINDS,
  AffiliateKind: AFFILIATE_KINDS,
  AffiliateStatus: AFFILIATE_STATUSES,
  CommissionKind: COMMISSION_KINDS,
  CommissionRuleState: RULE_STATES,
  CommissionStatus: COMMISSION_STATUSES,
  PayoutStatus: PAYOUT_STATUSES,
  CampaignPlacement: CAMPAIGN_PLACEMENTS,
  CampaignStatus: CAMPAIGN_STATUSES,
  CampaignState: CAMPAIGN_STATES,
  SubscriptionStatus: SUBSCRIPTION_STATUSES,
  MemberStatus: MEMBER_STATUSES,
  LessonKind: LESSON_KINDS,
  AcademyStatus: ACADEMY_STATUSES,
  TicketCategory: TICKET_CATEGORIES,
  TicketStatus: TICKET_STATUSES,
  TicketSubjectKind: TICKET_SUBJECT_KINDS,
  NotificationKind: NOTIFICATION_KINDS,
  ScanOutcome: SCAN_OUTCOMES,
};

describe('the schema’s enums', () => {
  const schema = buildSchema(buildSchemaParts(MODULES).typeDefs);
  const enums = Object.values(schema.getTypeMap()).filter(
    (type): type is GraphQLEnumType =>
      type instanceof GraphQLEnumType && !type.name.startsWith('__'),
  );

  it('each list exactly the values of their domain list, in its order', () => {
    expect(enums.map((e) => e.name).sort()).toEqual(Object.keys(DOMAIN_LISTS).sort());
    for (const type of enums)
      expect(
        type.getValues().map((v) => v.value),
        type.name,
      ).toEqual([...DOMAIN_LISTS[type.name]!]);
  });
});
