import { randomUUID } from 'node:crypto';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { buildSchemaParts } from '../graphql/schema';
import { MODULES } from '../modules/manifests';

export interface SchemaOperation {
  kind: 'query' | 'mutation';
  namespace: string;
  name: string;
  args: readonly GraphQLArgument[];
  /** The operation's text, its arguments as variables of the same names. */
  document: string;
}

// The result's own fields, and of each object under it only its type name: enough to tell
// an answer that found something from one that did not.
function selection(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  const fields = Object.values(named.getFields()).map((f) =>
    isObjectType(getNamedType(f.type)) ? `${f.name} { __typename }` : f.name,
  );
  return ` { __typename ${fields.join(' ')} }`;
}

/** Every operation of the schema: each field of each namespace under Query and Mutation. */
export function schemaOperations(): SchemaOperation[] {
  const schema = buildSchema(buildSchemaParts(MODULES).typeDefs);
  const operations: SchemaOperation[] = [];
  for (const [kind, root] of [
    ['query', schema.getQueryType()!],
    ['mutation', schema.getMutationType()!],
  ] as const) {
    for (const namespace of Object.values(root.getFields())) {
      const type = getNamedType(namespace.type);
      if (!isObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        const defs = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
        const uses = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
        const document =
          `${kind}${defs ? ` (${defs})` : ''} { ${namespace.name} { ` +
          `${field.name}${uses ? `(${uses})` : ''}${selection(field.type)} } }`;
        operations.push({
          kind,
          namespace: namespace.name,
          name: field.name,
          args: field.args,
          document,
        });
      }
    }
  }
  return operations;
}

/** A value of `type` whose every leaf is `leaf(scalar name, field name)`. */
export function valueOf(
  type: GraphQLInputType,
  name: string,
  leaf: (scalar: string, name: string) => unknown,
): unknown {
  if (isNonNullType(type)) return valueOf(type.ofType, name, leaf);
  if (isListType(type)) return [valueOf(type.ofType, name, leaf)];
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields()).map((f) => [f.name, valueOf(f.type, f.name, leaf)]),
    );
  }
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isScalarType(type)) return leaf(type.name, name);
  return null;
}

/**
 * Where an argument of input-object type holds ids: a path for each ID field, through nested
 * objects and the first element of lists (e.g. ['input', 'lines', 0, 'productId']).
 */
export function nestedIdPaths(
  type: GraphQLInputType,
  path: (string | number)[],
): (string | number)[][] {
  if (isNonNullType(type)) return nestedIdPaths(type.ofType, path);
  if (isListType(type)) return nestedIdPaths(type.ofType, [...path, 0]);
  if (isInputObjectType(type))
    return Object.values(type.getFields()).flatMap((f) => nestedIdPaths(f.type, [...path, f.name]));
  return isScalarType(type) && type.name === 'ID' && path.length > 1 ? [path] : [];
}

/** A well-formed value for an argument, chosen by its name where the name says what it holds. */
export function wellFormed(scalar: string, name: string): unknown {
  if (scalar === 'ID') return randomUUID();
  if (scalar === 'Int') return 1;
  if (scalar === 'Float') return 1.5;
  if (scalar === 'Boolean') return true;
  const field = name.toLowerCase();
  const now = Date.now();
  if (field.includes('email')) return `fuzz-${randomUUID().slice(0, 8)}@example.test`;
  if (field.includes('phone')) return '+35799123456';
  if (field.includes('password')) return 'Fuzz12345';
  if (field === 'validfrom' || field === 'from') return new Date(now).toISOString();
  if (field === 'validuntil' || field === 'to') return new Date(now + 86_400_000).toISOString();
  if (field === 'currency') return 'EUR';
  if (field === 'view') return 'merchant';
  if (field === 'direction') return 'asc';
  if (field === 'field') return 'name';
  if (field === 'after') return null;
  return 'Fuzz';
}
