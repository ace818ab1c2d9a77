import type { Resolvers } from '../../generated/graphql';
import { requires, type BusinessCaller } from '../../graphql/access-rules';
import type { ModuleRules } from '../../graphql/operations';
import * as member from './member.service';

const READ = requires('member:read');
const WRITE = requires('member:write');

// The programmes are the provider's: its staff read and run them.
export const memberRules: ModuleRules = {
  MemberQueries: {
    tiers: READ,
    list: READ,
    get: READ,
    membersOnlyOffers: READ,
    offerChoices: WRITE,
    customerChoices: WRITE,
  },
  MemberMutations: {
    saveTier: WRITE,
    enrol: WRITE,
    renew: WRITE,
    cancel: WRITE,
    setOfferMembersOnly: WRITE,
  },
};

// The access rule has already checked that a business is selected.
const business = (auth: unknown) => auth as BusinessCaller;

export const memberResolvers: Resolvers = {
  Query: { member: () => ({}) },
  Mutation: { member: () => ({}) },
  MemberQueries: {
    tiers: (_, args, ctx) => member.listTiers(ctx, args),
    list: (_, args, ctx) => member.listMemberPage(ctx, args),
    get: (_, args, ctx) => member.getMember(ctx, args),
    membersOnlyOffers: (_, args, ctx) => member.listMembersOnlyOffers(ctx, args),
    offerChoices: (_, args, ctx) => member.listOfferChoices(ctx, args),
    customerChoices: (_, args, ctx) => member.listCustomerChoices(ctx, args),
  },
  MemberMutations: {
    saveTier: (_, args, ctx) => member.saveTier(ctx, args),
    enrol: (_, args, ctx) => member.enrol(ctx, business(ctx.auth), args),
    renew: (_, args, ctx) => member.renew(ctx, business(ctx.auth), args),
    cancel: (_, args, ctx) => member.cancelMembership(ctx, args),
    setOfferMembersOnly: (_, args, ctx) => member.setOfferMembersOnly(ctx, args),
  },
};
