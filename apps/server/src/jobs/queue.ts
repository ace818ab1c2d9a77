import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { now } from './clock';
import type { AnyJob, JobContext } from './job-definition';
import { queueDbOf } from '../db/client';
import type { QueueDb } from '../db/queue-db';
import { QUEUE_SCHEMA } from './queue-schema';
import { startFolding, type Folder } from './fold';
import { forgetSlotsAfter, schedulesOf, startDueSlots } from './scheduler';

/** What the queue counts: each job run by its outcome. */
export interface JobMetrics {
  jobRan(job: string, outcome: 'completed' | 'failed'): void;
}

export interface JobQueue {
  start(): Promise<void>;
  /** Stops taking jobs, waits for the running ones (a few seconds at most), stops the schedules. */
  stop(): Promise<void>;
  /** Starts the scheduled jobs whose slot has come by the clock, then wakes the workers. */
  runDueSchedules(): Promise<string[]>;
  /** Makes this process's worker for `name` look for jobs now instead of at its next poll. */
  wake(name: string): void;
  /** After the test clock moved back: forgets the slots started in what is the future again. */
  forgetFutureSlots(): Promise<void>;
}

export function createJobQueue(options: {
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
  metrics: JobMetrics;
  context: JobContext;
  /** Every job of the server (server-jobs.ts). */
  jobs: readonly AnyJob[];
}): JobQueue {
  const { database, config, log, metrics, context, jobs } = options;
  const schedules = schedulesOf(jobs);
  const db = closable(queueDbOf(database));
  const boss = new PgBoss({
    db,
    schema: QUEUE_SCHEMA,
    // The schema is made by Database.migrate() (under the migration lock); here it is only checked.
    migrate: false,
    // Our scheduler reads the clock; pg-boss's cron would read the machine's time.
    schedule: false,
    supervise: true,
  });
  // An 'error' event without a listener would end the process.
  boss.on('error', (err) => log.error({ err }, 'job queue error'));

  const workers = new Map<string, string>();
  const seenSlots = new Map<string, number>();
  let ticker: NodeJS.Timeout | undefined;
  let folder: Folder | undefined;
  let ticking: Promise<string[]> | undefined;
  let stopped = false;

  function wake(name: string) {
    const worker = workers.get(name);
    if (worker) boss.notifyWorker(worker);
  }

  async function tick(): Promise<string[]> {
    const started = await startDueSlots(database.db, schedules, now(), seenSlots);
    for (const name of started) wake(name);
    return started;
  }

  function runDueSchedules(): Promise<string[]> {
    // One tick at a time per process: a tick still running is the one the caller gets.
    ticking ??= tick().finally(() => {
      ticking = undefined;
    });
    return ticking;
  }

  return {
    async start() {
      await boss.start();
      for (const { name, handler } of jobs) {
        const id = await boss.work<object>(
          name,
          { pollingIntervalSeconds: config.jobs.pollIntervalMs / 1000, batchSize: 1 },
          async ([job]) => {
            try {
              await handler(job!.data as never, context);
            } catch (err) {
              // pg-boss records the failure on the job (and retries it if the queue says so).
              log.error({ err, job: job!.id, name }, 'job failed');
              metrics.jobRan(name, 'failed');
              throw err;
            }
            metrics.jobRan(name, 'completed');
          },
        );
        workers.set(name, id);
      }
      ticker = setInterval(() => {
        if (stopped) return;
        runDueSchedules().catch((err) => log.warn({ err }, 'starting scheduled jobs failed'));
      }, config.jobs.tickIntervalMs);
      ticker.unref();
      folder = startFolding(database.db, log, config.jobs.foldIntervalMs);
      await runDueSchedules().catch((err) => log.warn({ err }, 'starting scheduled jobs failed'));
    },
    async stop() {
      stopped = true;
      clearInterval(ticker);
      await folder?.stop();
      await ticking?.catch(() => {});
      await boss.stop({ graceful: true, timeout: 5_000, close: false });
      // pg-boss records a job's outcome without awaiting it, so a query may still be on its way:
      // it finishes before the database closes, and anything later finds the queue closed.
      await db.close();
    },
    runDueSchedules,
    wake,
    async forgetFutureSlots() {
      // A tick under way would record its slot after the slots were forgotten.
      await ticking?.catch(() => undefined);
      await forgetSlotsAfter(database.db, now(), seenSlots);
    },
  };
}

/**
 * The queue's SQL until `close()`, which waits for the queries under way; after it every query
 * answers nothing without reaching the database, as pg-boss's own connection does once closed.
 */
function closable(db: QueueDb): QueueDb & { close(): Promise<void> } {
  const running = new Set<Promise<unknown>>();
  let closed = false;
  return {
    executeSql(text, values) {
      if (closed) return Promise.resolve(undefined as never);
      const query = db.executeSql(text, values);
      const settled = query.then(
        () => undefined,
        () => undefined,
      );
      running.add(settled);
      void settled.then(() => running.delete(settled));
      return query;
    },
    async close() {
      closed = true;
      while (running.size > 0) await Promise.all(running);
    },
  };
}
