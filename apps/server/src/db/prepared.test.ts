import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from './client';
import { queryPrepared, queryPreparedSql } from './prepared';
import { rowsOf } from './rows';

// What a connection has prepared, read from the connection itself (a pool of one).
describe.runIf(process.env.DATABASE_URL)('named prepared statements on PostgreSQL', () => {
  const url = process.env.DATABASE_URL!;
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  async function preparedAfterQueries(options: Parameters<typeof openPostgres>[1]) {
    database = openPostgres(url, { max: 1, ...options });
    const { db } = database;
    const plain = await queryPrepared<{ n: number }>(db, 'probe', 'select $1::int as n', [7]);
    const built = await queryPreparedSql<{ n: number }>(
      db,
      'probe-sql',
      sql`select ${8}::int as n`,
    );
    expect([plain, built]).toEqual([[{ n: 7 }], [{ n: 8 }]]);
    const inTransaction = await db.transaction((tx) =>
      queryPreparedSql<{ n: number }>(tx, 'probe-tx', sql`select ${9}::int as n`),
    );
    expect(inTransaction).toEqual([{ n: 9 }]);
    const rows = rowsOf<{ name: string }>(
      await db.execute(sql`select name from pg_prepared_statements order by name`),
    );
    return rows.map((row) => row.name.replace(/-[\w-]{20}$/, '-…'));
  }

  it('prepares the hot statements once per connection by default', async () => {
    expect(await preparedAfterQueries({})).toEqual(['probe', 'probe-sql-…', 'probe-tx-…']);
  });

  it('prepares none behind a transaction pooler, where another client may get the connection', async () => {
    expect(await preparedAfterQueries({ poolMode: 'transaction', directUrl: url })).toEqual([]);
  });
});
