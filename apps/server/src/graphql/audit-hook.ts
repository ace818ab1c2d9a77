import type { GraphQLContext } from './context';

type Args = Record<string, unknown>;

/**
 * The row a namespace's writes act on, so that the trail keeps the fields a write changed with
 * their values before and after: its table, and its id when the caller rather than an argument
 * names it (else the operation's audited object, graphql/op.ts).
 */
export interface AuditObject {
  table: string;
  id?(ctx: GraphQLContext): unknown;
}

/** An audited object's row as it was before the write, to compare with it afterwards. */
export interface ObjectBefore {
  table: string;
  id: string;
  row: Record<string, unknown> | null;
}

/**
 * The audit trail as the guard of operations sees it (graphql/operations.ts); the audit module
 * provides it through its manifest, so that the guard imports no module.
 */
export interface AuditTrail {
  /** Reads the row the write is about to change. */
  objectBefore(ctx: GraphQLContext, table: string, id: unknown): Promise<ObjectBefore | null>;
  /** Writes a signed-in employee's write operation that went through to the trail. */
  recordStaffAction(
    ctx: GraphQLContext,
    entry: { action: string; objectId: string | null; args: Args; result: unknown },
    before: ObjectBefore | null,
  ): Promise<void>;
}
