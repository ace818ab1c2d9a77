import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';

export const coreModule: ModuleManifest = {
  name: 'core',
  typeDefs: moduleSdl('core'),
};
