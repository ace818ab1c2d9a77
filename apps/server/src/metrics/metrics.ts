import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
} from 'prom-client';
import { queueDbOf, type Database } from '../db/client';
import { QUEUE_SCHEMA } from '../jobs/queue-schema-name';

/** What a GraphQL operation came to: answered, refused as data (`success: false`), or thrown. */
export type OperationOutcome = 'ok' | 'refused' | 'error';

/**
 * The figures of one server process for GET /metrics (decision record 030). Each app has its own
 * registry: the tests build several apps in one process, and each scrape is of one of them.
 */
export interface Metrics {
  registry: Registry;
  /** One HTTP answer: its route's pattern (never the raw path, whose ids have no bound). */
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  /** One GraphQL operation, named by its schema field (Type.field), never by the client. */
  observeOperation(operation: string, outcome: OperationOutcome, seconds: number): void;
  /** A coupon this process redeemed (a replayed scan is not a second redemption). */
  couponRedeemed(): void;
  /** A job this process ran to its end. */
  jobRan(job: string, outcome: 'completed' | 'failed'): void;
}

const PREFIX = 'backoffice_';

export function createMetrics(database: Database): Metrics {
  const registry = new Registry();
  // Process memory, CPU, handles, garbage collection and the event loop's delay (percentiles of
  // perf_hooks' monitorEventLoopDelay), as prom-client names them for every Node service.
  collectDefaultMetrics({ register: registry });

  const counter = <L extends string>(config: CounterConfiguration<L>) =>
    new Counter({ ...config, registers: [registry] });

  const requests = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'HTTP answers by route, method and status, and the time each took',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const operations = new Histogram({
    name: `${PREFIX}graphql_operation_duration_seconds`,
    help: 'GraphQL operations by schema field and outcome (ok, refused, error), and the time each took',
    labelNames: ['operation', 'outcome'] as const,
    registers: [registry],
  });
  const redemptions = counter({
    name: `${PREFIX}coupon_redemptions_total`,
    help: 'Coupons redeemed by this process',
  });
  const jobRuns = counter({
    name: `${PREFIX}job_runs_total`,
    help: 'Background and scheduled jobs this process ran, by job and outcome',
    labelNames: ['job', 'outcome'] as const,
  });

  if (database.driver.kind === 'postgres') {
    const pool = database.driver.pool;
    new Gauge({
      name: `${PREFIX}db_pool_connections`,
      help: "The PostgreSQL pool's connections by state: in use by a query or transaction, or idle",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: `${PREFIX}db_pool_waiting`,
      help: 'Queries waiting for a connection of the PostgreSQL pool',
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  // Read from the queue's table at each scrape: the depth is the whole database's, whichever
  // process enqueued or will run the jobs.
  const queueDb = queueDbOf(database);
  new Gauge({
    name: `${PREFIX}job_queue_jobs`,
    help: 'Jobs in the queue by job and state: waiting (created, or to retry) or active',
    labelNames: ['job', 'state'] as const,
    registers: [registry],
    async collect() {
      const { rows } = await queueDb.executeSql(
        `select q.name,
           count(j.id) filter (where j.state in ('created', 'retry'))::int as waiting,
           count(j.id) filter (where j.state = 'active')::int as active
         from ${QUEUE_SCHEMA}.queue q left join ${QUEUE_SCHEMA}.job j on j.name = q.name
         group by q.name`,
      );
      this.reset();
      for (const row of rows) {
        this.set({ job: row.name as string, state: 'waiting' }, row.waiting as number);
        this.set({ job: row.name as string, state: 'active' }, row.active as number);
      }
    },
  });

  return {
    registry,
    observeRequest(route, method, status, seconds) {
      requests.observe({ route, method, status }, seconds);
    },
    observeOperation(operation, outcome, seconds) {
      operations.observe({ operation, outcome }, seconds);
    },
    couponRedeemed() {
      redemptions.inc();
    },
    jobRan(job, outcome) {
      jobRuns.inc({ job, outcome });
    },
  };
}
