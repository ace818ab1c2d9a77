import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { auditResolvers, auditRules } from './resolvers';
import { auditTrail } from './audit.service';

export const auditModule: ModuleManifest = {
  name: 'audit',
  typeDefs: moduleSdl('audit'),
  rules: auditRules,
  resolvers: auditResolvers as ModuleManifest['resolvers'],
  auditTrail,
};
