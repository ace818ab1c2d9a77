import { pgTable, text } from 'drizzle-orm/pg-core';

// Small key/value facts about this database, such as whether the demo data was loaded.
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
