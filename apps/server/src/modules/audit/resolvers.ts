import type { Resolvers } from '../../generated/graphql';
import { requires, type BusinessCaller } from '../../graphql/access-rules';
import type { ModuleRules } from '../../graphql/operations';
import { listAuditPage } from './audit.service';

export const auditRules: ModuleRules = {
  AuditQueries: { list: requires('audit:read') },
};

export const auditResolvers: Resolvers = {
  Query: { audit: () => ({}) },
  AuditQueries: {
    list: (_, args, ctx) => listAuditPage(ctx, ctx.auth as BusinessCaller, args),
  },
};
