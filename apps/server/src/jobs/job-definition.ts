import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';

/** What a job's handler is given besides its data: the server's database, log and settings. */
export interface JobContext {
  db: Db;
  log: FastifyBaseLogger;
  config: Config;
  /** The SMTP transport when SMTP_URL is set. */
  smtp: Transporter | undefined;
}

/** The data of a scheduled job: the cron slot it was started for (an ISO time). */
export interface ScheduleSlot {
  slot: string;
}

/** Queue settings of a job: pg-boss's retries and expiry apply to every job of that name. */
export type QueueSettings = Pick<
  PgBoss.Queue,
  'policy' | 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds'
>;

export interface JobDefinition<Data extends object> {
  /** The pg-boss queue, kebab-case: a queue is created for each job at start. */
  name: string;
  /**
   * Does the work. It may run more than once for the same data (a retry after a crash, two
   * processes), so it must be idempotent: claim rows with a conditional UPDATE … RETURNING or
   * lean on a unique key of what must happen once, and take the time from the clock
   * (jobs/clock.ts).
   */
  handler(data: Data, ctx: JobContext): Promise<unknown>;
  /** Five-field cron (minute resolution) read against the clock, in `tz` (UTC by default). */
  schedule?: { cron: string; tz?: string };
  queue?: QueueSettings;
}

/** A job that some write enqueues with `enqueue(tx, job, data)`. */
export function job<Data extends object>(
  name: string,
  definition: {
    handler(data: Data, ctx: JobContext): Promise<unknown>;
    queue?: QueueSettings;
  },
): JobDefinition<Data> {
  return { name, ...definition };
}

/** A job started once per slot of its cron schedule, by one process of all those running. */
export function scheduledJob(
  name: string,
  definition: {
    cron: string;
    tz?: string;
    handler(data: ScheduleSlot, ctx: JobContext): Promise<unknown>;
    queue?: QueueSettings;
  },
): JobDefinition<ScheduleSlot> {
  const { cron, tz, ...rest } = definition;
  return { name, ...rest, schedule: { cron, tz } };
}

/** A job whatever its data, as the queue that runs it and the migration that creates it see it. */
export type AnyJob = JobDefinition<never>;
