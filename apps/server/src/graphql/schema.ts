import type { ModuleManifest } from './module-manifest';
import { guardResolvers, type ModuleRules } from './operations';

/** The schema's parts from the modules' manifests: every operation guarded and audited. */
export function buildSchemaParts(modules: readonly ModuleManifest[]) {
  const typeDefs = modules.flatMap((m) => (m.typeDefs ? [m.typeDefs] : [])).join('\n');
  const audit = {
    trail: modules.find((m) => m.auditTrail)?.auditTrail,
    objects: Object.assign({}, ...modules.map((m) => m.auditObjects ?? {})),
    unaudited: new Set(modules.flatMap((m) => m.unaudited ?? [])),
  };
  const resolvers: Record<string, Record<string, unknown>> = {};
  const rules: ModuleRules = {};
  for (const module of modules) {
    for (const [type, fields] of Object.entries(module.rules ?? {}))
      rules[type] = { ...rules[type], ...fields };
  }
  for (const module of modules) {
    // A namespace's rules may come from several modules (the wallet's, for one).
    for (const [type, fields] of Object.entries(
      guardResolvers(module.resolvers ?? {}, rules, audit),
    )) {
      resolvers[type] = { ...resolvers[type], ...fields };
    }
  }
  return { typeDefs, resolvers, rules };
}
