import * as member from './member.service';
import { op } from '../../graphql/op';
import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';

const READ = 'member:read';
const WRITE = 'member:write';

export const memberModule: ModuleManifest = {
  name: 'member',
  typeDefs: moduleSdl('member'),
  operations: {
    MemberQueries: {
      tiers: op(READ, (ctx, _caller, args) => member.listTiers(ctx, args)),
      list: op(READ, (ctx, _caller, args) => member.listMemberPage(ctx, args)),
      get: op(READ, (ctx, _caller, args) => member.getMember(ctx, args)),
      membersOnlyOffers: op(READ, (ctx, _caller, args) => member.listMembersOnlyOffers(ctx, args)),
      offerChoices: op(WRITE, (ctx, _caller, args) => member.listOfferChoices(ctx, args)),
      customerChoices: op(WRITE, (ctx, _caller, args) => member.listCustomerChoices(ctx, args)),
    },
    MemberMutations: {
      saveTier: op(WRITE, (ctx, _caller, args) => member.saveTier(ctx, args), {
        audit: { object: 'id' },
      }),
      enrol: op(WRITE, member.enrol),
      renew: op(WRITE, member.renew),
      cancel: op(WRITE, (ctx, _caller, args) => member.cancelMembership(ctx, args), {
        audit: { object: 'membershipId' },
      }),
      setOfferMembersOnly: op(WRITE, (ctx, _caller, args) => member.setOfferMembersOnly(ctx, args)),
    },
  },
};
