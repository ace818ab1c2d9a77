import { CONNECTIONS, load, printTable, type LoadResult } from './load';
import { REFRESH, SELECT, session } from './graphql-client';

const json = { 'content-type': 'application/json' };

// The two sides of the ratio run in adjacent turns, so each pair meets the same machine; the
// median pair decides, and every pair is printed.
const RATIO_ROUNDS = 5;

/** The figures of issue 2 for one running server: /healthz, a trivial query, selectBusiness, refresh. */
export async function authBench(url: string, title: string): Promise<LoadResult[]> {
  const healthRuns: LoadResult[] = [];
  const trivialRuns: LoadResult[] = [];
  for (let round = 0; round < RATIO_ROUNDS; round++) {
    healthRuns.push(await load('GET /healthz', { url: `${url}/healthz` }));
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

  // Each refresh token works once: every connection holds its own session and carries the
  // rotated token from one answer into its next request, as a client does.
  const pool: string[] = [];
  for (let i = 0; i < CONNECTIONS; i++)
    pool.push((await session(url, 'cashier@demo.test', 'Aroma Cafe')).refreshToken);
  const refresh = await load('employee.refreshEmployeeToken', {
    url: `${url}/graphql`,
    method: 'POST',
    requests: [
      {
        method: 'POST',
        setupRequest(request, context) {
          const held = context as { refresh?: string };
          held.refresh ??= pool.pop()!;
          return {
            ...request,
            headers: { ...json, 'x-refresh-token': held.refresh },
            body: JSON.stringify({ query: REFRESH }),
          };
        },
        onResponse(_status, body, context) {
          const next = JSON.parse(body)?.data?.employee?.refreshEmployeeToken?.refreshToken;
          if (next) (context as { refresh?: string }).refresh = next;
        },
      },
    ],
  });
  const failedRotations = refresh.errors + refresh.non2xx;
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
    `  { __typename } reaches ${pairRatios[medianPair]!.toFixed(2)}× of /healthz, the median pair (goal ≥ 0.6×)${failedRotations ? `; ${failedRotations} refresh errors` : ''}`,
  );
  return rows;
}
