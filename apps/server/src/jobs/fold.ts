import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * Folds the facts (coupons, sales, sale lines, scans) of every transaction that has ended into the
 * dashboards' rollups and the affiliates' commissions, and moves the watermark past them, in one
 * transaction (migration 0043, decision record 027). Returns whether there was anything to fold,
 * or null when another process is folding and `wait` is false. With `wait`, it waits for that
 * process and then folds what is left: what tests call to see every committed fact folded.
 */
export async function foldFacts(db: Db, options: { wait?: boolean } = {}): Promise<boolean | null> {
  const result = await db.execute(sql`select analytics_fold(${options.wait ?? false}) as folded`);
  const folded = rowsOf(result)[0]?.folded;
  return folded == null ? null : Boolean(folded);
}

export interface Folder {
  stop(): Promise<void>;
}

/**
 * Every process folds every `intervalMs`; the watermark row, locked with SKIP LOCKED, lets one at a
 * time do it, and the others return at once. A fold that found facts runs again at once, so a
 * burst is caught up without waiting for the next tick.
 */
export function startFolding(db: Db, log: FastifyBaseLogger, intervalMs: number): Folder {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function run() {
    try {
      while (!stopped && (await foldFacts(db))) {
        // facts were folded: look again before sleeping
      }
    } catch (err) {
      log.warn({ err }, 'folding facts into the rollups failed');
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().finally(() => {
        running = undefined;
        schedule();
      });
    }, intervalMs);
    timer.unref();
  }

  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
