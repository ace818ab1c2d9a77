import type { Resolvers } from '../../generated/graphql';
import { inBusiness, type BusinessCaller } from '../../graphql/access-rules';
import type { ModuleRules } from '../../graphql/operations';
import * as team from './team.service';

// SPEC §2: /employees is for ADMIN (every business) and EXECUTIVE (their own).
const TEAM = inBusiness('ADMIN', 'EXECUTIVE');

export const teamRules: ModuleRules = {
  TeamQueries: { list: TEAM, get: TEAM, departments: TEAM, grantableRoles: TEAM },
  TeamMutations: { add: TEAM, updateMembership: TEAM },
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
