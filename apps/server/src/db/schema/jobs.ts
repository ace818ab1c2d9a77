import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The last cron slot each scheduled job was started for (jobs/scheduler.ts). A process starts a
// slot only by moving this row forward in the transaction that enqueues the job, so however many
// processes see the slot, one of them starts it.
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  lastSlot: timestamp('last_slot', { withTimezone: true }).notNull(),
});
