import type { ModuleManifest } from '../graphql/module-manifest';
import { coreModule } from './core/module';
import { employeeModule } from './employee/module';
import { couponModule } from './coupon/module';
import { walletModule } from './wallet/module';
import { marketplaceModule } from './marketplace/module';
import { teamModule } from './team/module';
import { businessModule } from './business/module';
import { businessProfileModule } from './business-profile/module';
import { businessNetworkModule } from './business-network/module';
import { customerModule } from './customer/module';
import { profileModule } from './profile/module';
import { serviceModule } from './service/module';
import { auditModule } from './audit/module';
import { salesModule } from './sales/module';
import { accountingModule } from './accounting/module';
import { analyticsModule } from './analytics/module';
import { affiliateModule } from './affiliate/module';
import { supportModule } from './support/module';
import { notificationModule } from './notification/module';
import { subscriptionModule } from './subscription/module';
import { memberModule } from './member/module';
import { advertisementModule } from './advertisement/module';
import { academyModule } from './academy/module';
import { healthModule } from './health/module';

// Every module of the server. The schema, the routes, the jobs and the audit read this list;
// a new module is one line here and a module.ts of its own.
export const MODULES: readonly ModuleManifest[] = [
  coreModule,
  employeeModule,
  couponModule,
  walletModule,
  marketplaceModule,
  teamModule,
  businessModule,
  businessProfileModule,
  businessNetworkModule,
  customerModule,
  profileModule,
  serviceModule,
  auditModule,
  salesModule,
  accountingModule,
  analyticsModule,
  affiliateModule,
  supportModule,
  notificationModule,
  subscriptionModule,
  memberModule,
  advertisementModule,
  academyModule,
  healthModule,
];
