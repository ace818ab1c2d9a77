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

export interface SchemaOperation {
  kind: 'query' | 'mutation';
  namespace: string;
  name: string;
  args: readonly GraphQLArgument[];
  /** The operation's text, its arguments as variables of the same names. */
  document: string;
}

function selection(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  return isObjectType(named) ? ' { __typename }' : '';
}

/** Every operation of the schema: each field of each namespace under Query and Mutation. */
export function schemaOperations(): SchemaOperation[] {
  const schema = buildSchema(buildSchemaParts().typeDefs);
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
