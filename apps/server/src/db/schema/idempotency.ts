import { index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';

// A write's first answer under the key its caller chose for it (decision record 025): written in
// the write's own transaction, so a replay of the key finds the answer exactly when the write
// happened, and a concurrent duplicate waits on the primary key until the first commits.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    // The signed-in person who sent the key: keys of different people never meet.
    personId: uuid('person_id').notNull(),
    key: text('key').notNull(),
    // The operation ('accounting.recordPayment') and a hash of its arguments: the same key sent
    // with another request is refused rather than answered with this one's result.
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    // The resolver's answer, its dates and big integers tagged (graphql/idempotency.ts).
    result: jsonb('result'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.personId, t.key] }),
    // The sweep of keys past their retention.
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
