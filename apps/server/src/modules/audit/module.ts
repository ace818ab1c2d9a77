import { listAuditPage } from './audit.service';
import { op } from '../../graphql/op';
import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { auditTrail } from './audit.service';

export const auditModule: ModuleManifest = {
  name: 'audit',
  typeDefs: moduleSdl('audit'),
  operations: {
    AuditQueries: {
      list: op('audit:read', listAuditPage),
    },
  },
  auditTrail,
};
