import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

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

export async function load(name: string, options: autocannon.Options): Promise<LoadResult> {
  // A short unmeasured run first, so that JIT compilation and pool growth are not in the figures.
  await autocannon({ connections: CONNECTIONS, duration: WARMUP_SECONDS, ...options });
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    ...options,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function printTable(title: string, rows: LoadResult[], baseline?: LoadResult): void {
  console.log(`\n${title} (${CONNECTIONS} concurrent clients, ${DURATION_SECONDS} s each)`);
  console.log(
    '  scenario                      req/s    p50 ms   p99 ms   errors  ratio to /healthz',
  );
  for (const r of rows) {
    const ratio = baseline
      ? (r.requestsPerSecond / baseline.requestsPerSecond).toFixed(2) + '×'
      : '';
    console.log(
      `  ${r.name.padEnd(28)} ${String(r.requestsPerSecond).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.errors + r.non2xx).padStart(8)}  ${ratio}`,
    );
  }
}
