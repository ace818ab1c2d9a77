import { CONNECTIONS, httpOutcome, load, printTable, type LoadResult } from './load';
import { REFRESH, SELECT, session } from './graphql-client';

const json = { 'content-type': 'application/json' };

// The two sides of the ratio run in adjacent turns, so each pair meets the same machine; the
// median pair decides, and every pair is printed.
const RATIO_ROUNDS = 5;

/** The API's baseline figures for one running server: /healthz, a trivial query, selectBusiness, refresh. */
export async function authBench(url: string, title: string): Promise<LoadResult[]> {
  const healthRuns: LoadResult[] = [];
  const trivialRuns: LoadResult[] = [];
  for (let round = 0; round < RATIO_ROUNDS; round++) {
    healthRuns.push(await load('GET /healthz', { url: `${url}/healthz` }, httpOutcome));
    trivialRuns.push(
      await load('{ __typename }', {
        url: `${url}/graphql`,
        method: 'POST',
        headers: json,
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
    );
  }
  const pairRatios = healthRuns.map(
    (h, i) => trivialRuns[i]!.requestsPerSecond / h.requestsPerSecond,
  );
  const medianPair = pairRatios.indexOf(
    [...pairRatios].sort((x, y) => x - y)[Math.floor(RATIO_ROUNDS / 2)]!,
  );
  const health = healthRuns[medianPair]!;
  const trivial = trivialRuns[medianPair]!;

  const exec = await session(url, 'exec@demo.test', 'Aroma Cafe');
  const select = await load('employee.selectBusiness', {
    url: `${url}/graphql`,
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${exec.loginToken}` },
    body: JSON.stringify({ query: SELECT, variables: { merchantId: exec.merchantId } }),
  });

  // Each refresh token works once. autocannon clears a connection's context before every request
  // of a one-request scenario, so the sessions live in a shared queue instead: a request takes
  // a token, its answer puts the rotated one back. A token is never sent twice. Every connection
  // builds its next request before it is due, and the one it holds when a run ends is never
  // sent, so each run (the warm-up too) leaves one token per connection unused: three sessions
  // a connection cover both runs. An empty queue fails the bench.
  const sessions: string[] = [];
  for (let i = 0; i < 3 * CONNECTIONS; i++)
    sessions.push((await session(url, 'cashier@demo.test', 'Aroma Cafe')).refreshToken);
  let ranOut = false;
  const refresh = await load('employee.refreshEmployeeToken', {
    url: `${url}/graphql`,
    requests: [
      {
        method: 'POST',
        setupRequest(request) {
          const token = sessions.shift();
          if (!token) ranOut = true;
          return {
            ...request,
            headers: token ? { ...json, 'x-refresh-token': token } : json,
            body: token ? JSON.stringify({ query: REFRESH }) : '{}',
          };
        },
        onResponse(_status, body) {
          const next = /"refreshToken":"([^"]+)"/.exec(body)?.[1];
          if (next) sessions.push(next);
        },
      },
    ],
  });
  if (ranOut)
    throw new Error('employee.refreshEmployeeToken: every session was lost to failed refreshes');
  const rows = [health, trivial, select, refresh];
  printTable(title, rows, health);
  const pairs = healthRuns.map(
    (h, i) =>
      `${trivialRuns[i]!.requestsPerSecond}/${h.requestsPerSecond} = ${pairRatios[i]!.toFixed(2)}×`,
  );
  console.log(
    `  { __typename }/GET /healthz req/s, pair by pair: ${pairs.join('; ')} (the table shows the median pair)`,
  );
  console.log(
    `  { __typename } reaches ${pairRatios[medianPair]!.toFixed(2)}× of /healthz, the median pair (goal ≥ 0.6×)`,
  );
  return rows;
}
