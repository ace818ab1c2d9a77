import pg from 'pg';
import { encodeCursor } from '../apps/server/src/graphql/pagination';
import { session } from './graphql-client';

export type Session = Awaited<ReturnType<typeof session>>;

/** A connection to the benchmark's database for the length of `work`. */
export async function withDatabase<T>(
  databaseUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A list's bench preamble: the named member of staff signed in with the business selected (Aroma
 * Cafe unless named), and a connection to the benchmark's database to load the list's rows.
 */
export async function benchAs<T>(
  url: string,
  databaseUrl: string,
  email: string,
  work: (staff: Session, client: pg.Client) => Promise<T>,
  business = 'Aroma Cafe',
): Promise<T> {
  const staff = await session(url, email, business);
  return withDatabase(databaseUrl, (client) => work(staff, client));
}

/** A bulk load, and a line saying what it loaded and how long that took. */
export async function timedLoad(what: string, load: () => Promise<void>): Promise<void> {
  const started = performance.now();
  await load();
  console.log(`\n${what} loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * The cursor of a newest-first list after its first 20,000 rows, keyset on (time, id) as the
 * server writes it: a deep page's scenario starts there. The rows of one business, or of the
 * whole table when `merchantId` is null (the provider's lists).
 */
export async function cursorAfter20000(
  client: pg.Client,
  table: string,
  timeColumn: string,
  merchantId: string | null,
): Promise<string> {
  const { rows } = await client.query<{ sort_at: string; id: string }>(
    `select ${timeColumn}::text as sort_at, id::text from ${table}
      ${merchantId ? 'where merchant_id = $1' : ''}
      order by ${timeColumn} desc, id desc offset 20000 limit 1`,
    merchantId ? [merchantId] : [],
  );
  return encodeCursor([rows[0]!.sort_at, rows[0]!.id]);
}
