import pg from 'pg';

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

/** A bulk load, and a line saying what it loaded and how long that took. */
export async function timedLoad(what: string, load: () => Promise<void>): Promise<void> {
  const started = performance.now();
  await load();
  console.log(`\n${what} loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
