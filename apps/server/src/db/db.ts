import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

// The database's type apart from the client that opens it, so that what the client uses
// (prepared statements) can name it without a circle.
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
