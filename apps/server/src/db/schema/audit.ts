import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Staff actions that change data, append-only: a trigger refuses UPDATE and DELETE, and each
// entry's hash covers the previous entry's, so an edit made around the trigger breaks the chain
// (decision record 014).
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    employeeId: uuid('employee_id').notNull(),
    // The business the employee acted for; null for actions on their own account.
    merchantId: uuid('merchant_id'),
    // The operation, e.g. 'product.update'.
    action: text('action').notNull(),
    objectId: text('object_id'),
    // The operation's arguments, secrets replaced: what the caller asked to change.
    changes: jsonb('changes').notNull(),
    // The object's fields the write changed: { field: { before, after } }, secrets redacted.
    fieldChanges: jsonb('field_changes'),
    outcome: text('outcome').notNull(),
    address: text('address'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull().unique(),
  },
  (t) => [
    // The list: newest first by (time, id), a business's or every business's (migration 0025).
    index('audit_log_merchant_at_idx').on(t.merchantId, t.at, t.id),
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_employee_idx').on(t.employeeId, t.id),
    // The list's search: text inside operations and object ids (pg_trgm).
    index('audit_log_action_trgm_idx').using('gin', t.action.op('gin_trgm_ops')),
    index('audit_log_object_trgm_idx').using('gin', t.objectId.op('gin_trgm_ops')),
  ],
);
