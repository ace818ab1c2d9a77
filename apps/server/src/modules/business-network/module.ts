import { listNetwork } from './business-network.service';
import { op } from '../../graphql/op';
import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';

export const businessNetworkModule: ModuleManifest = {
  name: 'business-network',
  typeDefs: moduleSdl('business-network'),
  operations: {
    BusinessNetworkQueries: {
      list: op('business-network:read', listNetwork),
    },
  },
};
