import type { GraphQLContext } from './context';

type Args = Record<string, unknown>;

/** The row a namespace's writes act on: its table and, from the write, the row's id. */
export interface AuditObject {
  table: string;
  id(args: Args, ctx: GraphQLContext): unknown;
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
  /** Reads the row the write is about to change, when its namespace names one. */
  objectBefore(
    ctx: GraphQLContext,
    object: AuditObject | undefined,
    args: Args,
  ): Promise<ObjectBefore | null>;
  /** Writes a signed-in employee's write operation that went through to the trail. */
  recordStaffAction(
    ctx: GraphQLContext,
    action: string,
    args: Args,
    result: unknown,
    before: ObjectBefore | null,
  ): Promise<void>;
}

// The object an operation acts on, by the names its arguments give ids.
export function objectOf(args: Args): string | null {
  for (const key of ['id', 'employeeId', 'membershipId', 'merchantId', 'productId', 'offerId'])
    if (typeof args[key] === 'string') return args[key] as string;
  return null;
}
