import { mkdir, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test as base, type APIRequestContext } from '@playwright/test';

/**
 * The test server's clock (TEST_CLOCK=1; scheduled jobs whose slot has come start at once). It is
 * one for the whole server, so a test that moves it holds it from start to end: another file's
 * test, on another worker, would otherwise move or reset it under the first one's dates (a
 * subscription made at one offset, its renewal awaited after another test reset it).
 */
export interface ServerClock {
  move(body: { advanceMs?: number; reset?: true }): Promise<{ now: string; started: string[] }>;
}

async function moveClock(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post('/test/clock', { data: body });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { now: string; started: string[] };
}

// In the run's own folder (playwright.config.ts makes one per run), so that a worker killed
// while holding it cannot hold up a later run.
const lockOf = () => join(process.env.E2E_SESSIONS_DIR!, 'server-clock.lock');

async function takeLock(lock: string) {
  for (;;) {
    try {
      await mkdir(lock);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Another worker's test holds the clock; theirs take tens of seconds.
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** `test` with `serverClock`: the clock held for the test's length, and reset after it. */
export const test = base.extend<{ serverClock: ServerClock }>({
  serverClock: async ({ request }, provide) => {
    const lock = lockOf();
    await takeLock(lock);
    try {
      await provide({ move: (body) => moveClock(request, body) });
    } finally {
      await moveClock(request, { reset: true });
      await rmdir(lock);
    }
  },
});
