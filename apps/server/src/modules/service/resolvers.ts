import type { Resolvers } from '../../generated/graphql';
import { requires, type BusinessCaller } from '../../graphql/access-rules';
import type { ModuleRules } from '../../graphql/operations';
import * as service from './service.service';

const READ = requires('service:read');
const WRITE = requires('service:write');

export const serviceRules: ModuleRules = {
  ServiceQueries: { list: READ, get: READ },
  ServiceMutations: { create: WRITE, update: WRITE, delete: WRITE },
};

// The access rule has already checked that a business is selected.
const business = (auth: unknown) => auth as BusinessCaller;

export const serviceResolvers: Resolvers = {
  Query: { service: () => ({}) },
  Mutation: { service: () => ({}) },
  ServiceQueries: {
    list: (_, args, ctx) => service.listServices(ctx, business(ctx.auth), args),
    get: (_, args, ctx) => service.getService(ctx, business(ctx.auth), args),
  },
  ServiceMutations: {
    create: (_, args, ctx) => service.createService(ctx, business(ctx.auth), args),
    update: (_, args, ctx) => service.updateService(ctx, business(ctx.auth), args),
    delete: (_, args, ctx) => service.deleteService(ctx, business(ctx.auth), args),
  },
};
