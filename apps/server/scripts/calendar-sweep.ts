/**
 * The calendar sweep: the server suites whose outcome depends on the day run again with the
 * machine's clock set to the days a test written on a quiet day would miss (the ends of a month
 * and a year in a business's time zone, 29 February, the days clocks change).
 *
 * libfaketime moves the whole process's clock, so the application's clock and the embedded
 * database's now() agree (PGlite runs inside the process); PostgreSQL keeps its own clock and is
 * left out. Each day runs on the process time zone given, so code that reads the host's zone is
 * caught too.
 *
 *   node --import tsx apps/server/scripts/calendar-sweep.ts [label-substring]
 */
import { spawnSync } from 'node:child_process';

interface Day {
  label: string;
  /** The moment, in UTC. */
  at: string;
  /** The process's time zone. */
  tz: string;
}

const SWEEP_DAYS: Day[] = [
  // The last day of a month and of a year in Nicosia, then the first, while UTC is still on the 31st.
  { label: '31 December 23:30 in Nicosia', at: '2026-12-31 21:30:00', tz: 'UTC' },
  { label: '1 January 00:30 in Nicosia', at: '2026-12-31 22:30:00', tz: 'UTC' },
  { label: '29 February', at: '2028-02-29 09:00:00', tz: 'UTC' },
  { label: 'Nicosia springs forward', at: '2027-03-28 00:30:00', tz: 'Asia/Nicosia' },
  { label: 'Nicosia falls back', at: '2027-10-31 00:30:00', tz: 'Asia/Nicosia' },
  { label: 'New York springs forward', at: '2027-03-14 06:30:00', tz: 'America/New_York' },
  { label: 'New York falls back', at: '2027-11-07 05:30:00', tz: 'America/New_York' },
];

/** The suites that read the calendar: periods, renewals, grace, overdue, series years, due dates. */
const DATE_SENSITIVE_SUITES = [
  'packages/domain/src/periods.test.ts',
  'packages/domain/src/subscriptions.test.ts',
  'apps/server/src/modules/subscription/subscription.test.ts',
  'apps/server/src/modules/member/member.test.ts',
  'apps/server/src/modules/affiliate/affiliate.test.ts',
  'apps/server/src/modules/advertisement/advertisement.test.ts',
  'apps/server/src/modules/academy/academy.test.ts',
  'apps/server/src/modules/accounting/accounting.test.ts',
  'apps/server/src/modules/analytics/analytics.test.ts',
  'apps/server/src/modules/analytics/analytics-period.test.ts',
  'apps/server/src/modules/sales/sales.test.ts',
  'apps/server/src/modules/support/support.test.ts',
  'apps/server/src/jobs/jobs.test.ts',
  'apps/server/src/graphql/idempotency.test.ts',
];

function main() {
  const only = process.argv[2];
  const days = SWEEP_DAYS.filter((d) => !only || d.label.includes(only));
  if (spawnSync('faketime', ['--help'], { stdio: 'ignore' }).error) {
    console.error('The calendar sweep needs libfaketime: apt-get install faketime');
    process.exit(1);
  }
  const failed: string[] = [];
  const started = Date.now();
  for (const day of days) {
    const t0 = Date.now();
    // An offset from the real clock, not a starting moment: every process of the run (vitest's,
    // its workers', the servers tests start) then agrees on the time, as on a real machine. A
    // starting moment restarts the clock in each process, so one started later lives in the past
    // of data written earlier (the migrated, seeded template every test copies).
    const offsetSeconds = Math.round((Date.parse(`${day.at.replace(' ', 'T')}Z`) - t0) / 1000);
    const offset = `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}`;
    const run = spawnSync(
      'faketime',
      ['-f', offset, 'npx', 'vitest', 'run', '--reporter=dot', ...DATE_SENSITIVE_SUITES],
      {
        stdio: 'inherit',
        env: {
          ...process.env,
          TZ: day.tz,
          // Timers keep the machine's monotonic clock: only the calendar moves.
          FAKETIME_DONT_FAKE_MONOTONIC: '1',
          DATABASE_URL: '',
        },
      },
    );
    const seconds = Math.round((Date.now() - t0) / 1000);
    const ok = run.status === 0;
    console.log(
      `calendar sweep: ${day.label} (${day.at} UTC, ${day.tz}): ${ok ? 'passed' : 'FAILED'} in ${seconds} s`,
    );
    if (!ok) failed.push(day.label);
  }
  console.log(
    `calendar sweep: ${days.length - failed.length} of ${days.length} days passed in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (failed.length > 0) {
    console.log(`calendar sweep failed on: ${failed.join('; ')}`);
    process.exit(1);
  }
}

main();
