import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { profileResolvers, profileRules } from './resolvers';

export const profileModule: ModuleManifest = {
  name: 'profile',
  typeDefs: moduleSdl('profile'),
  rules: profileRules,
  resolvers: profileResolvers as ModuleManifest['resolvers'],
  auditObjects: { ProfileMutations: { table: 'employees', id: (_args, ctx) => ctx.auth?.sub } },
};
