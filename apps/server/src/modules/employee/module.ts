import { PUBLIC, SIGNED_IN } from '../../graphql/access-rules';
import * as service from './employee.service';
import { op } from '../../graphql/op';
import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { registerRefreshRoute } from './refresh-route';

export const employeeModule: ModuleManifest = {
  name: 'employee',
  typeDefs: moduleSdl('employee'),
  operations: {
    EmployeeMutations: {
      employeeLogin: op(PUBLIC, (ctx, _caller, args) => service.login(ctx, args)),
      signup: op(PUBLIC, (ctx, _caller, args) => service.signup(ctx, args)),
      selectBusiness: op(SIGNED_IN, (ctx, _caller, args) => service.selectBusiness(ctx, args)),
      resetPassword: op(PUBLIC, (ctx, _caller, args) => service.requestPasswordReset(ctx, args)),
      completePasswordReset: op(PUBLIC, (ctx, _caller, args) =>
        service.completePasswordReset(ctx, args),
      ),
      // The refresh cookie is the credential here: the access token may already have expired.
      refreshEmployeeToken: op(PUBLIC, (ctx) => service.refreshEmployeeToken(ctx)),
      logout: op(PUBLIC, (ctx) => service.logout(ctx)),
    },
    EmployeeQueries: {
      getEmployee: op(SIGNED_IN, (ctx, _caller, args) => service.getEmployee(ctx, args)),
    },
  },
  // Sessions and sign-up are not staff changing data.
  unaudited: ['EmployeeMutations'],
  routes: { register: registerRefreshRoute, apiPaths: ['/refresh-token'] },
};
