import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { memberResolvers, memberRules } from './resolvers';

export const memberModule: ModuleManifest = {
  name: 'member',
  typeDefs: moduleSdl('member'),
  rules: memberRules,
  resolvers: memberResolvers as ModuleManifest['resolvers'],
};
