import * as customers from './customer.service';
import { op } from '../../graphql/op';
import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';

export const customerModule: ModuleManifest = {
  name: 'customer',
  typeDefs: moduleSdl('customer'),
  operations: {
    CustomerQueries: {
      list: op('customer:read', customers.listCustomerPage),
      get: op('customer:read', customers.getCustomer),
    },
    CustomerMutations: {
      reissueWalletKey: op('customer:wallet-reissue', customers.reissueWalletKey, {
        audit: { object: 'id' },
      }),
    },
  },
  auditObjects: { CustomerMutations: { table: 'customers' } },
};
