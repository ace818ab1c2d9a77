import { readFileSync } from 'node:fs';
import { couponResolvers, couponRules } from '../modules/coupon/resolvers';
import { employeeResolvers, employeeRules } from '../modules/employee/resolvers';
import { marketplaceResolvers, marketplaceRules } from '../modules/marketplace/resolvers';
import { businessResolvers, businessRules } from '../modules/business/resolvers';
import {
  businessNetworkResolvers,
  businessNetworkRules,
} from '../modules/business-network/resolvers';
import {
  businessProfileResolvers,
  businessProfileRules,
} from '../modules/business-profile/resolvers';
import { customerResolvers, customerRules } from '../modules/customer/resolvers';
import { profileResolvers, profileRules } from '../modules/profile/resolvers';
import { serviceResolvers, serviceRules } from '../modules/service/resolvers';
import { teamResolvers, teamRules } from '../modules/team/resolvers';
import { auditResolvers, auditRules } from '../modules/audit/resolvers';
import { salesResolvers, salesRules } from '../modules/sales/resolvers';
import { accountingResolvers, accountingRules } from '../modules/accounting/resolvers';
import { analyticsResolvers, analyticsRules } from '../modules/analytics/resolvers';
import { affiliateResolvers, affiliateRules } from '../modules/affiliate/resolvers';
import { supportResolvers, supportRules } from '../modules/support/resolvers';
import { notificationResolvers, notificationRules } from '../modules/notification/resolvers';
import { subscriptionResolvers, subscriptionRules } from '../modules/subscription/resolvers';
import { advertisementResolvers, advertisementRules } from '../modules/advertisement/resolvers';
import { academyResolvers, academyRules } from '../modules/academy/resolvers';
import { memberResolvers, memberRules } from '../modules/member/resolvers';
import { guardResolvers, type ModuleRules } from './operations';
import { serverFile } from '../server-files';

interface GraphQLModule {
  name: string;
  resolvers: Record<string, Record<string, unknown>>;
  rules: ModuleRules;
}

// Each module contributes its SDL (modules/<name>/schema.graphql), resolvers and access rules.
const MODULES: GraphQLModule[] = [
  { name: 'core', resolvers: {}, rules: {} },
  {
    name: 'employee',
    resolvers: employeeResolvers as GraphQLModule['resolvers'],
    rules: employeeRules,
  },
  { name: 'coupon', resolvers: couponResolvers as GraphQLModule['resolvers'], rules: couponRules },
  {
    name: 'marketplace',
    resolvers: marketplaceResolvers as GraphQLModule['resolvers'],
    rules: marketplaceRules,
  },
  { name: 'team', resolvers: teamResolvers as GraphQLModule['resolvers'], rules: teamRules },
  {
    name: 'business',
    resolvers: businessResolvers as GraphQLModule['resolvers'],
    rules: businessRules,
  },
  {
    name: 'business-profile',
    resolvers: businessProfileResolvers as GraphQLModule['resolvers'],
    rules: businessProfileRules,
  },
  {
    name: 'business-network',
    resolvers: businessNetworkResolvers as GraphQLModule['resolvers'],
    rules: businessNetworkRules,
  },
  {
    name: 'customer',
    resolvers: customerResolvers as GraphQLModule['resolvers'],
    rules: customerRules,
  },
  {
    name: 'profile',
    resolvers: profileResolvers as GraphQLModule['resolvers'],
    rules: profileRules,
  },
  {
    name: 'service',
    resolvers: serviceResolvers as GraphQLModule['resolvers'],
    rules: serviceRules,
  },
  { name: 'audit', resolvers: auditResolvers as GraphQLModule['resolvers'], rules: auditRules },
  { name: 'sales', resolvers: salesResolvers as GraphQLModule['resolvers'], rules: salesRules },
  {
    name: 'accounting',
    resolvers: accountingResolvers as GraphQLModule['resolvers'],
    rules: accountingRules,
  },
  {
    name: 'analytics',
    resolvers: analyticsResolvers as GraphQLModule['resolvers'],
    rules: analyticsRules,
  },
  {
    name: 'affiliate',
    resolvers: affiliateResolvers as GraphQLModule['resolvers'],
    rules: affiliateRules,
  },
  {
    name: 'support',
    resolvers: supportResolvers as GraphQLModule['resolvers'],
    rules: supportRules,
  },
  {
    name: 'notification',
    resolvers: notificationResolvers as GraphQLModule['resolvers'],
    rules: notificationRules,
  },
  {
    name: 'subscription',
    resolvers: subscriptionResolvers as GraphQLModule['resolvers'],
    rules: subscriptionRules,
  },
  { name: 'member', resolvers: memberResolvers as GraphQLModule['resolvers'], rules: memberRules },
  {
    name: 'advertisement',
    resolvers: advertisementResolvers as GraphQLModule['resolvers'],
    rules: advertisementRules,
  },
  {
    name: 'academy',
    resolvers: academyResolvers as GraphQLModule['resolvers'],
    rules: academyRules,
  },
];

function readSdl(name: string): string {
  return readFileSync(serverFile(`modules/${name}/schema.graphql`), 'utf8');
}

export function buildSchemaParts() {
  const typeDefs = MODULES.map((m) => readSdl(m.name)).join('\n');
  const resolvers: Record<string, Record<string, unknown>> = {};
  const rules: ModuleRules = {};
  for (const module of MODULES) {
    for (const [type, fields] of Object.entries(module.rules))
      rules[type] = { ...rules[type], ...fields };
    for (const [type, fields] of Object.entries(guardResolvers(module.resolvers, module.rules))) {
      resolvers[type] = { ...resolvers[type], ...fields };
    }
  }
  return { typeDefs, resolvers, rules };
}
