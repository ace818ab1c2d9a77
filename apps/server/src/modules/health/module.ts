import type { ModuleManifest } from '../../graphql/module-manifest';
import { registerHealthRoutes } from './health-routes';

export const healthModule: ModuleManifest = {
  name: 'health',
  routes: {
    register: (app, services) => registerHealthRoutes(app, services.db),
    apiPaths: ['/healthz', '/readyz'],
  },
};
