/**
 * `npm test`: every check of the repository, one phase after another, stopping at the first that
 * fails, then a table of where the time went (CI prints it at its end).
 */
import { spawnSync } from 'node:child_process';

const PHASES: [name: string, script: string][] = [
  ['type check', 'typecheck'],
  ['lint', 'lint'],
  ['unit and integration tests', 'test:unit'],
  ['calendar sweep', 'test:calendar'],
  ['browser tests', 'test:browser'],
];

const times: [string, number, boolean][] = [];
for (const [name, script] of PHASES) {
  const started = Date.now();
  const run = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  const ok = run.status === 0;
  times.push([name, (Date.now() - started) / 1000, ok]);
  if (!ok) break;
}

const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log('\nnpm test, phase by phase:');
for (const [name, seconds, ok] of times)
  console.log(`  ${name.padEnd(28)} ${seconds.toFixed(0).padStart(5)} s${ok ? '' : '  FAILED'}`);
console.log(`  ${'total'.padEnd(28)} ${total.toFixed(0).padStart(5)} s`);
process.exit(times.every(([, , ok]) => ok) && times.length === PHASES.length ? 0 : 1);
