import * as businesses from './business.service';
import * as stores from './store.service';
import { op } from '../../graphql/op';
import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';

const READ = 'business:read';
const WRITE = 'business:write';

export const businessModule: ModuleManifest = {
  name: 'business',
  typeDefs: moduleSdl('business'),
  operations: {
    BusinessQueries: {
      list: op(READ, (ctx, _caller, args) => businesses.listBusinessPage(ctx, args)),
      get: op(READ, (ctx, _caller, args) => businesses.getBusiness(ctx, args)),
      stores: op(READ, stores.listStores),
      store: op(READ, stores.getStore),
    },
    BusinessMutations: {
      create: op(WRITE, (ctx, _caller, args) => businesses.createBusiness(ctx, args)),
      update: op(WRITE, (ctx, _caller, args) => businesses.updateBusiness(ctx, args), {
        audit: { object: 'id' },
      }),
      setStatus: op(WRITE, (ctx, _caller, args) => businesses.setBusinessStatus(ctx, args), {
        audit: { object: 'id' },
      }),
      createStore: op(WRITE, stores.createStore, { audit: { object: 'merchantId' } }),
      updateStore: op(WRITE, stores.updateStore, { audit: { object: 'id' } }),
      deleteStore: op(WRITE, stores.deleteStore, { audit: { object: 'id' } }),
    },
  },
  auditObjects: { BusinessMutations: { table: 'merchants' } },
};
