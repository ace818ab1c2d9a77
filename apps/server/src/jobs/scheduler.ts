import cronParser from 'cron-parser';
import { gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobSchedules } from '../db/schema';
import { enqueue } from './enqueue';
import type { AnyJob, JobDefinition, ScheduleSlot } from './job-definition';

// Cron schedules read against the clock (jobs/clock.ts), not pg-boss's own cron, which reads the
// machine's time and so could not be moved by a test (decision record 017). Every process looks
// at every schedule; a slot is started by the one that moves its `job_schedules` row forward, in
// the transaction that enqueues the job.

export interface Schedule {
  job: AnyJob;
  cron: string;
  tz: string;
}

/** The scheduled jobs among `jobs`, each cron checked: a typo fails at start, not at a tick. */
export function schedulesOf(jobs: readonly AnyJob[]): Schedule[] {
  return jobs.flatMap((job) => {
    if (!job.schedule) return [];
    const { cron, tz = 'UTC' } = job.schedule;
    cronParser.parseExpression(cron, { tz });
    return [{ job, cron, tz }];
  });
}

/** The latest time at or before `at` that the cron names. */
export function latestSlot(cron: string, tz: string, at: Date): Date {
  const expression = cronParser.parseExpression(cron, {
    currentDate: new Date(at.getTime() + 1),
    tz,
  });
  return expression.prev().toDate();
}

/**
 * Starts each scheduled job whose latest slot (at `at`) has not been started by any process yet.
 * A slot missed while no server ran is started once when one comes back (only the latest: they
 * do not pile up). `seen` keeps the slots this process already looked at, so an unchanged slot
 * costs no query. Returns the names started here.
 */
export async function startDueSlots(
  db: Db,
  schedules: readonly Schedule[],
  at: Date,
  seen: Map<string, number>,
) {
  const started: string[] = [];
  for (const { job, cron, tz } of schedules) {
    const { name } = job;
    const slot = latestSlot(cron, tz, at);
    if ((seen.get(name) ?? -Infinity) >= slot.getTime()) continue;
    const claimed = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(jobSchedules)
        .values({ name, lastSlot: slot })
        .onConflictDoUpdate({
          target: jobSchedules.name,
          set: { lastSlot: slot },
          setWhere: sql`${jobSchedules.lastSlot} < excluded.last_slot`,
        })
        .returning({ name: jobSchedules.name });
      if (rows.length === 0) return false;
      await enqueue(tx, job as JobDefinition<ScheduleSlot>, { slot: slot.toISOString() });
      return true;
    });
    seen.set(name, slot.getTime());
    if (claimed) started.push(name);
  }
  return started;
}

/**
 * A test server's clock moved back (a test's reset): the slots started in what is the future
 * again are forgotten, so that each starts again when the clock comes to it, and the current one
 * is not started twice. Without it, a second test moving the clock as far as a first one did
 * would start nothing (a renewal awaited in vain). Production's clock never moves back.
 */
export async function forgetSlotsAfter(db: Db, at: Date, seen: Map<string, number>) {
  seen.clear();
  await db.update(jobSchedules).set({ lastSlot: at }).where(gt(jobSchedules.lastSlot, at));
}
