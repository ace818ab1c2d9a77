import type { Resolvers } from '../../generated/graphql';
import { requires, type BusinessCaller } from '../../graphql/access-rules';
import type { ModuleRules } from '../../graphql/operations';
import * as team from './team.service';

const READ = requires('employee:read');
const WRITE = requires('employee:write');

export const teamRules: ModuleRules = {
  TeamQueries: { list: READ, get: READ, departments: READ, grantableRoles: READ },
  TeamMutations: { add: WRITE, updateMembership: WRITE },
};

// The access rule has already checked that a business is selected.
const business = (auth: unknown) => auth as BusinessCaller;

export const teamResolvers: Resolvers = {
  Query: { team: () => ({}) },
  Mutation: { team: () => ({}) },
  TeamQueries: {
    list: (_, args, ctx) => team.listTeam(ctx, business(ctx.auth), args),
    get: (_, args, ctx) => team.getMember(ctx, business(ctx.auth), args),
    departments: (_, args, ctx) => team.teamDepartments(ctx, business(ctx.auth), args),
    grantableRoles: (_, args, ctx) => team.teamGrantableRoles(ctx, business(ctx.auth), args),
  },
  TeamMutations: {
    add: (_, args, ctx) => team.addTeamMember(ctx, business(ctx.auth), args),
    updateMembership: (_, args, ctx) => team.updateTeamMembership(ctx, business(ctx.auth), args),
  },
};
