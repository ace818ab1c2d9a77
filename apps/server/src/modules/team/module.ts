import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { teamResolvers, teamRules } from './resolvers';
import { objectOf } from '../../graphql/audit-hook';

export const teamModule: ModuleManifest = {
  name: 'team',
  typeDefs: moduleSdl('team'),
  rules: teamRules,
  resolvers: teamResolvers as ModuleManifest['resolvers'],
  auditObjects: { TeamMutations: { table: 'memberships', id: objectOf } },
};
