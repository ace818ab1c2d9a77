import * as advertisement from './advertisement.service';
import { op } from '../../graphql/op';
import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { advertisementInvoicesJob } from './advertisement.service';

const READ = 'advertisement:read';
const WRITE = 'advertisement:write';
const REVIEW = 'advertisement:review';

export const advertisementModule: ModuleManifest = {
  name: 'advertisement',
  typeDefs: moduleSdl('advertisement'),
  operations: {
    AdvertisementQueries: {
      campaigns: op(READ, advertisement.listCampaigns),
      campaign: op(READ, advertisement.getCampaign),
      campaignDays: op(READ, advertisement.listCampaignDays),
      reviewQueue: op(REVIEW, (ctx) => advertisement.reviewQueue(ctx)),
      offerChoices: op(WRITE, (ctx, caller) => advertisement.offerChoices(ctx, caller)),
    },
    AdvertisementMutations: {
      create: op(WRITE, advertisement.createCampaign),
      update: op(WRITE, advertisement.updateCampaign, { audit: { object: 'id' } }),
      pause: op(WRITE, advertisement.pauseCampaign, { audit: { object: 'id' } }),
      resume: op(WRITE, advertisement.resumeCampaign, { audit: { object: 'id' } }),
      end: op(WRITE, advertisement.endCampaign, { audit: { object: 'id' } }),
      approve: op(REVIEW, advertisement.approveCampaign, { audit: { object: 'id' } }),
      reject: op(REVIEW, advertisement.rejectCampaign, { audit: { object: 'id' } }),
    },
  },
  jobs: [advertisementInvoicesJob],
};
