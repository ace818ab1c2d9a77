import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { academyResolvers, academyRules } from './resolvers';
import { registerAcademyRoutes } from './academy-routes';

export const academyModule: ModuleManifest = {
  name: 'academy',
  typeDefs: moduleSdl('academy'),
  rules: academyRules,
  resolvers: academyResolvers as ModuleManifest['resolvers'],
  routes: { register: registerAcademyRoutes, apiPaths: ['/academy/files'] },
};
