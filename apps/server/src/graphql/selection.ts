import { Kind, type GraphQLResolveInfo } from 'graphql';

/**
 * Whether the client asked, under the field being resolved, for these fields alone (and
 * `__typename`), written out in place. A fragment counts as asking for more: the answer is then
 * the whole object, never a partial one.
 */
export function asksOnlyFor(info: GraphQLResolveInfo, fields: readonly string[]): boolean {
  return info.fieldNodes.every((node) =>
    (node.selectionSet?.selections ?? []).every(
      (s) =>
        s.kind === Kind.FIELD && (s.name.value === '__typename' || fields.includes(s.name.value)),
    ),
  );
}
