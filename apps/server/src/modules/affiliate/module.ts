import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { affiliateResolvers, affiliateRules } from './resolvers';
import { approveCommissionsJob } from './commission.service';
import { registerPayoutExportRoute } from './payout-export-route';

export const affiliateModule: ModuleManifest = {
  name: 'affiliate',
  typeDefs: moduleSdl('affiliate'),
  rules: affiliateRules,
  resolvers: affiliateResolvers as ModuleManifest['resolvers'],
  routes: { register: registerPayoutExportRoute },
  jobs: [approveCommissionsJob],
};
