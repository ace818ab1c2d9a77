import * as service from './service.service';
import { op } from '../../graphql/op';
import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';

const READ = 'service:read';
const WRITE = 'service:write';

export const serviceModule: ModuleManifest = {
  name: 'service',
  typeDefs: moduleSdl('service'),
  operations: {
    ServiceQueries: {
      list: op(READ, service.listServices),
      get: op(READ, service.getService),
    },
    ServiceMutations: {
      create: op(WRITE, service.createService),
      update: op(WRITE, service.updateService, { audit: { object: 'id' } }),
      delete: op(WRITE, service.deleteService, { audit: { object: 'id' } }),
    },
  },
  auditObjects: { ServiceMutations: { table: 'services' } },
};
