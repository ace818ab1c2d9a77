import { CONNECTIONS, load, median, printTable, ROUNDS, type LoadResult } from './load';
import { REFRESH, SELECT, session } from './graphql-client';

const json = { 'content-type': 'application/json' };

/** The figures of issue 2 for one running server: /healthz, a trivial query, selectBusiness, refresh. */
export async function authBench(url: string, title: string): Promise<LoadResult[]> {
  // In turns, three times each, medians kept: one slow moment of a shared machine decides nothing.
  const healthRuns: LoadResult[] = [];
  const trivialRuns: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
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
  const health = median(healthRuns);
  const trivial = median(trivialRuns);

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
  for (let i = 0; i < CONNECTIONS; i++) pool.push((await session(url, 'cashier@demo.test', 'Aroma Cafe')).refreshToken);
  const refresh = await load('employee.refreshEmployeeToken', {
    url: `${url}/graphql`,
    method: 'POST',
    requests: [
      {
        method: 'POST',
        setupRequest(request, context) {
          const held = context as { refresh?: string };
          held.refresh ??= pool.pop()!;
          return { ...request, headers: { ...json, 'x-refresh-token': held.refresh }, body: JSON.stringify({ query: REFRESH }) };
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
  console.log(`  GET /healthz runs: ${healthRuns.map((r) => r.requestsPerSecond).join(', ')} req/s; { __typename } runs: ${trivialRuns.map((r) => r.requestsPerSecond).join(', ')} req/s (median of ${ROUNDS} in the table)`);
  console.log(`  { __typename } reaches ${(trivial.requestsPerSecond / health.requestsPerSecond).toFixed(2)}× of /healthz (goal ≥ 0.6×)${failedRotations ? `; ${failedRotations} refresh errors` : ''}`);
  return rows;
}
