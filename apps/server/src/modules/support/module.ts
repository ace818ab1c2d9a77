import * as support from './support.service';
import * as tickets from './support-read.service';
import { op } from '../../graphql/op';
import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { registerAttachmentRoutes } from './attachment-routes';
import { closeResolvedTicketsJob } from './support.service';

const WRITE = 'support:write';
const MANAGE = 'support:manage';

export const supportModule: ModuleManifest = {
  name: 'support',
  typeDefs: moduleSdl('support'),
  operations: {
    SupportQueries: {
      list: op(WRITE, tickets.listTickets),
      get: op(WRITE, tickets.getTicket),
      agents: op(MANAGE, (ctx) => tickets.listAgents(ctx.db)),
    },
    SupportMutations: {
      open: op(WRITE, support.openTicket),
      reply: op(WRITE, support.replyToTicket),
      update: op(MANAGE, support.updateTicket),
      merge: op(MANAGE, support.mergeTicket, { audit: { object: 'id' } }),
    },
  },
  routes: { register: registerAttachmentRoutes, apiPaths: ['/support/attachments'] },
  jobs: [closeResolvedTicketsJob],
};
