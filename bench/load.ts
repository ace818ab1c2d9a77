import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  /** Answers that were successes, per second of the measured run. */
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Every answer of the measured run, successes and not. */
  answers: number;
  /** Answers that were not successes, by reason (an HTTP status, a GraphQL code, a messageCode). */
  failures: Record<string, number>;
}

type OnResponse = Exclude<autocannon.Request['onResponse'], string | undefined>;

/** Why an answer is not a success of the scenario, or null when it is one. */
export type Outcome = (status: number, body: string) => string | null;

export const CONNECTIONS = 32;
export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

export const WARMUP_SECONDS = 1;

/** Ratios are measured in this many alternating rounds; the median round of each side is reported. */
export const ROUNDS = 3;

export function median(runs: LoadResult[]): LoadResult {
  return [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[
    Math.floor(runs.length / 2)
  ]!;
}

/**
 * A GraphQL answer is a success when it is a 2xx without errors and, for a result with
 * `success`, when that is true.
 */
export const graphqlOutcome: Outcome = (status, body) => {
  if (status < 200 || status >= 300) return `HTTP ${status}`;
  if (body.includes('"errors"')) {
    const code = /"code":"([A-Z_]+)"/.exec(body)?.[1];
    return `GraphQL error ${code ?? 'without a code'}`;
  }
  if (body.includes('"success":false'))
    return /"messageCode":"([A-Z_]+)"/.exec(body)?.[1] ?? 'success: false';
  return null;
};

export const httpOutcome: Outcome = (status) =>
  status >= 200 && status < 300 ? null : `HTTP ${status}`;

/**
 * Runs one scenario and counts only the answers `outcome` calls successes; every other answer is
 * tallied by its reason.
 */
export async function load(
  name: string,
  options: autocannon.Options,
  outcome: Outcome = graphqlOutcome,
): Promise<LoadResult> {
  const tally = { successes: 0, failures: {} as Record<string, number> };
  const counted =
    (onResponse: autocannon.Request['onResponse']): OnResponse =>
    (status, body, context, headers) => {
      const reason = outcome(status, body);
      if (reason === null) tally.successes++;
      else tally.failures[reason] = (tally.failures[reason] ?? 0) + 1;
      if (typeof onResponse === 'function') onResponse(status, body, context, headers);
    };
  const requests = (
    options.requests ?? [
      { method: options.method ?? 'GET', headers: options.headers, body: options.body },
    ]
  ).map((request) => ({ ...request, onResponse: counted(request.onResponse) }));
  // A short unmeasured run first, so that JIT compilation and pool growth are not in the figures.
  await autocannon({ connections: CONNECTIONS, duration: WARMUP_SECONDS, ...options, requests });
  tally.successes = 0;
  tally.failures = {};
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    ...options,
    requests,
  });
  const failed = Object.values(tally.failures).reduce((sum, n) => sum + n, 0);
  // Timeouts and broken connections give no answer at all.
  if (result.errors) tally.failures['no answer'] = result.errors;
  // Requests still waiting when the run stops are uncounted; when nothing was answered they are
  // the whole run, and its latencies are none, so they are named rather than left as zeros.
  const waiting = result.requests.sent - tally.successes - failed - result.errors;
  if (tally.successes + failed === 0 && waiting > 0)
    tally.failures[`still waiting after ${DURATION_SECONDS} s`] = waiting;
  return {
    name,
    requestsPerSecond: Math.round(tally.successes / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    answers: tally.successes + failed,
    failures: tally.failures,
  };
}

const failureCount = (r: LoadResult) => Object.values(r.failures).reduce((sum, n) => sum + n, 0);

export function describeFailures(r: LoadResult): string {
  const reasons = Object.entries(r.failures)
    .sort(([, a], [, b]) => b - a)
    .map(([reason, n]) => `${n} ${reason}`);
  return reasons.length ? reasons.join(', ') : 'none';
}

export function printTable(
  title: string,
  rows: LoadResult[],
  baseline?: LoadResult,
  connections = CONNECTIONS,
): void {
  const clients = connections === 1 ? 'one client' : `${connections} concurrent clients`;
  console.log(`\n${title} (${clients}, ${DURATION_SECONDS} s each)`);
  console.log(
    '  scenario                   successes/s   p50 ms   p99 ms  not successes  ratio to /healthz',
  );
  for (const r of rows) {
    const ratio = baseline
      ? (r.requestsPerSecond / baseline.requestsPerSecond).toFixed(2) + '×'
      : '';
    console.log(
      `  ${r.name.padEnd(28)} ${String(r.requestsPerSecond).padStart(10)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(failureCount(r)).padStart(14)}  ${ratio}`,
    );
  }
  for (const r of rows.filter((row) => failureCount(row) > 0))
    console.log(
      `  ${r.name}: ${failureCount(r)} of ${r.answers} answers were not successes: ${describeFailures(r)}`,
    );
}

/**
 * Each scenario (a name and the variables of one GraphQL query) measured with one client and then
 * with CONNECTIONS, a table for each; the rows of both runs, one client's first.
 */
export async function graphqlScenarios(
  title: string,
  url: string,
  token: string,
  query: string,
  scenarios: [string, Record<string, unknown>][],
): Promise<{ one: LoadResult[]; many: LoadResult[] }> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const runs: LoadResult[][] = [];
  for (const connections of [1, CONNECTIONS]) {
    const rows: LoadResult[] = [];
    for (const [name, variables] of scenarios)
      rows.push(
        await load(name, {
          url: `${url}/graphql`,
          method: 'POST',
          headers,
          body: JSON.stringify({ query, variables }),
          connections,
        }),
      );
    printTable(title, rows, undefined, connections);
    runs.push(rows);
  }
  return { one: runs[0]!, many: runs[1]! };
}

/** A list's first page at CONNECTIONS clients beside the scan history's in the same run. */
export function printRatioToHistory(list: LoadResult, historyFirstPage: LoadResult | null): void {
  if (!historyFirstPage) return;
  console.log(
    `  first page at ${CONNECTIONS} clients: ${list.requestsPerSecond} req/s, ${(list.requestsPerSecond / historyFirstPage.requestsPerSecond).toFixed(2)}× of the scan history's first page in this run (${historyFirstPage.requestsPerSecond} req/s; goal ≥ 0.5×)`,
  );
}

/**
 * A list's scenarios (graphqlScenarios), then its worst one-client p99 against the 20 ms aim and
 * its first page (the first scenario) at CONNECTIONS clients beside the scan history's.
 */
export async function listScenarios(
  title: string,
  url: string,
  token: string,
  query: string,
  scenarios: [string, Record<string, unknown>][],
  historyFirstPage: LoadResult | null,
): Promise<{ one: LoadResult[]; many: LoadResult[] }> {
  const runs = await graphqlScenarios(title, url, token, query, scenarios);
  const unanswered = [...runs.one, ...runs.many].filter((r) => r.answers === 0);
  console.log(
    `  worst p99 with one client: ${Math.max(...runs.one.map((r) => r.p99))} ms (goal ≤ 20 ms)${
      unanswered.length ? `; no answer at all in ${unanswered.length} runs` : ''
    }`,
  );
  printRatioToHistory(runs.many[0]!, historyFirstPage);
  return runs;
}
