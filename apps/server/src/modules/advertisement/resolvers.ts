import type { Resolvers } from '../../generated/graphql';
import { requires, type BusinessCaller } from '../../graphql/access-rules';
import type { ModuleRules } from '../../graphql/operations';
import * as advertisement from './advertisement.service';

const READ = requires('advertisement:read');
const WRITE = requires('advertisement:write');
const REVIEW = requires('advertisement:review');

// Every role reads its business's campaigns; the writers run them; the provider reviews them.
export const advertisementRules: ModuleRules = {
  AdvertisementQueries: {
    campaigns: READ,
    campaign: READ,
    campaignDays: READ,
    reviewQueue: REVIEW,
    offerChoices: WRITE,
  },
  AdvertisementMutations: {
    create: WRITE,
    update: WRITE,
    pause: WRITE,
    resume: WRITE,
    end: WRITE,
    approve: REVIEW,
    reject: REVIEW,
  },
};

// The access rule has already checked that a business is selected.
const business = (auth: unknown) => auth as BusinessCaller;

export const advertisementResolvers: Resolvers = {
  Query: { advertisement: () => ({}) },
  Mutation: { advertisement: () => ({}) },
  AdvertisementQueries: {
    campaigns: (_, args, ctx) => advertisement.listCampaigns(ctx, business(ctx.auth), args),
    campaign: (_, args, ctx) => advertisement.getCampaign(ctx, business(ctx.auth), args),
    campaignDays: (_, args, ctx) => advertisement.listCampaignDays(ctx, business(ctx.auth), args),
    reviewQueue: (_, _args, ctx) => advertisement.reviewQueue(ctx),
    offerChoices: (_, _args, ctx) => advertisement.offerChoices(ctx, business(ctx.auth)),
  },
  AdvertisementMutations: {
    create: (_, args, ctx) => advertisement.createCampaign(ctx, business(ctx.auth), args),
    update: (_, args, ctx) => advertisement.updateCampaign(ctx, business(ctx.auth), args),
    pause: (_, args, ctx) => advertisement.pauseCampaign(ctx, business(ctx.auth), args),
    resume: (_, args, ctx) => advertisement.resumeCampaign(ctx, business(ctx.auth), args),
    end: (_, args, ctx) => advertisement.endCampaign(ctx, business(ctx.auth), args),
    approve: (_, args, ctx) => advertisement.approveCampaign(ctx, business(ctx.auth), args),
    reject: (_, args, ctx) => advertisement.rejectCampaign(ctx, business(ctx.auth), args),
  },
};
