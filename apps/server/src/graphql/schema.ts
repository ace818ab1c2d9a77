import { buildSchema, getNamedType, type GraphQLObjectType } from 'graphql';
import type { AccessRule } from './access-rules';
import type { ModuleManifest } from './module-manifest';
import type { Operation } from './op';
import { guardOperations, type ModuleRules } from './operations';

type ResolverMap = Record<string, Record<string, unknown>>;

/**
 * The schema's parts from the modules' manifests. Every field of Query and Mutation is a
 * namespace, and every field of a namespace an operation, guarded and audited: a namespace
 * field without one, or with a bare resolver, stops the server at start.
 */
export function buildSchemaParts(modules: readonly ModuleManifest[]) {
  const typeDefs = modules.flatMap((m) => (m.typeDefs ? [m.typeDefs] : [])).join('\n');
  const schema = buildSchema(typeDefs);
  const operations: Record<string, Record<string, Operation<Record<string, unknown>>>> = {};
  const resolvers: ResolverMap = {};
  for (const module of modules) {
    for (const [type, fields] of Object.entries(module.operations ?? {}))
      operations[type] = { ...operations[type], ...(fields as (typeof operations)[string]) };
    for (const [type, fields] of Object.entries(module.resolvers ?? {}))
      resolvers[type] = { ...resolvers[type], ...fields };
  }

  const namespaces = new Set<string>();
  for (const root of [schema.getQueryType()!, schema.getMutationType()!]) {
    resolvers[root.name] = {};
    for (const field of Object.values(root.getFields())) {
      const namespace = getNamedType(field.type);
      namespaces.add(namespace.name);
      // A namespace is an empty object whose fields are the operations.
      resolvers[root.name]![field.name] = () => ({});
    }
  }
  for (const name of namespaces) {
    if (resolvers[name]) throw new Error(`${name} is a namespace: declare its fields with op()`);
    const type = schema.getType(name) as GraphQLObjectType;
    for (const field of Object.values(type.getFields())) {
      const operation = operations[name]?.[field.name];
      if (!operation) throw new Error(`${name}.${field.name} has no operation`);
      const object = operation.audit?.object;
      if (object && !field.args.some((arg) => arg.name === object))
        throw new Error(`${name}.${field.name} has no argument ${object} to audit`);
    }
  }

  const audit = {
    trail: modules.find((m) => m.auditTrail)?.auditTrail,
    objects: Object.assign({}, ...modules.map((m) => m.auditObjects ?? {})),
    unaudited: new Set(modules.flatMap((m) => m.unaudited ?? [])),
  };
  Object.assign(resolvers, guardOperations(operations, audit));
  const rules: ModuleRules = Object.fromEntries(
    Object.entries(operations).map(([type, fields]) => [
      type,
      Object.fromEntries(
        Object.entries(fields).map(([field, operation]): [string, AccessRule] => [
          field,
          operation.rule,
        ]),
      ),
    ]),
  );
  return { typeDefs, resolvers, rules };
}
