import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { employeeResolvers, employeeRules } from './resolvers';
import { registerRefreshRoute } from './refresh-route';

export const employeeModule: ModuleManifest = {
  name: 'employee',
  typeDefs: moduleSdl('employee'),
  rules: employeeRules,
  resolvers: employeeResolvers as ModuleManifest['resolvers'],
  // Sessions and sign-up are not staff changing data.
  unaudited: ['EmployeeMutations'],
  routes: { register: registerRefreshRoute, apiPaths: ['/refresh-token'] },
};
