import type { Resolvers } from '../../generated/graphql';
import { PUBLIC, SIGNED_IN } from '../../graphql/access-rules';
import type { ModuleRules } from '../../graphql/operations';
import * as service from './employee.service';

export const employeeRules: ModuleRules = {
  EmployeeMutations: {
    employeeLogin: PUBLIC,
    signup: PUBLIC,
    selectBusiness: SIGNED_IN,
    resetPassword: PUBLIC,
    completePasswordReset: PUBLIC,
    // The refresh cookie is the credential here: the access token may already have expired.
    refreshEmployeeToken: PUBLIC,
    logout: PUBLIC,
  },
  EmployeeQueries: {
    getEmployee: SIGNED_IN,
  },
};

export const employeeResolvers: Resolvers = {
  Query: { employee: () => ({}) },
  Mutation: { employee: () => ({}) },
  EmployeeMutations: {
    employeeLogin: (_, args, ctx) => service.login(ctx, args),
    signup: (_, args, ctx) => service.signup(ctx, args),
    selectBusiness: (_, args, ctx) => service.selectBusiness(ctx, args),
    resetPassword: (_, args, ctx) => service.requestPasswordReset(ctx, args),
    completePasswordReset: (_, args, ctx) => service.completePasswordReset(ctx, args),
    refreshEmployeeToken: (_, __, ctx) => service.refreshEmployeeToken(ctx),
    logout: (_, __, ctx) => service.logout(ctx),
  },
  EmployeeQueries: {
    getEmployee: (_, args, ctx) => service.getEmployee(ctx, args),
  },
};
