import type { Resolvers } from '../../generated/graphql';
import { requires, type BusinessCaller } from '../../graphql/access-rules';
import type { ModuleRules } from '../../graphql/operations';
import * as support from './support.service';

const WRITE = requires('support:write');
const MANAGE = requires('support:manage');

// Reading and writing are open to every role of the selected business; whether the caller sees
// every business's tickets and internal notes, and may write a note, is decided by the service
// from support:manage.
export const supportRules: ModuleRules = {
  SupportQueries: { list: WRITE, get: WRITE, agents: MANAGE },
  SupportMutations: { open: WRITE, reply: WRITE, update: MANAGE, merge: MANAGE },
};

// The access rule has already checked that a business is selected.
const business = (auth: unknown) => auth as BusinessCaller;

export const supportResolvers: Resolvers = {
  Query: { support: () => ({}) },
  Mutation: { support: () => ({}) },
  SupportQueries: {
    list: (_, args, ctx) => support.listTickets(ctx, business(ctx.auth), args),
    get: (_, args, ctx) => support.getTicket(ctx, business(ctx.auth), args),
    agents: (_, _args, ctx) => support.listAgents(ctx.db),
  },
  SupportMutations: {
    open: (_, args, ctx) => support.openTicket(ctx, business(ctx.auth), args),
    reply: (_, args, ctx) => support.replyToTicket(ctx, business(ctx.auth), args),
    update: (_, args, ctx) => support.updateTicket(ctx, business(ctx.auth), args),
    merge: (_, args, ctx) => support.mergeTicket(ctx, business(ctx.auth), args),
  },
};
