// The one clock of the server: jobs, and every service whose answer depends on the
// time, ask `now()` instead of `new Date()` or SQL's now(), so a test can move time forward
// (a hold period, a renewal, a ticket's 7 days) without waiting. The offset is per process;
// production never moves it: only tests and the TEST_CLOCK route (clock-route.ts) do.

let offsetMs = 0;

/** The current time, as this process's clock has it. */
export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Moves the clock by `ms` (forward when positive). */
export function advanceClock(ms: number): Date {
  offsetMs += ms;
  return now();
}

/** Sets the clock to `at`; it keeps running from there. */
export function setClock(at: Date): Date {
  offsetMs = at.getTime() - Date.now();
  return now();
}

/** Back to the machine's time. */
export function resetClock(): Date {
  offsetMs = 0;
  return now();
}
