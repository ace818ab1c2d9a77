// Start-up time and memory of the server run from its TypeScript source through tsx (as
// `npm start` once did) and of the built JavaScript (as it does now), in turns.
// Run after `npm run build`: node --import tsx bench/start-up.ts
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../apps/server/src/test/server-process';

const PORT = Number(process.env.BENCH_PORT ?? 4301);
const ROUNDS = 3;
const WAYS = {
  'tsx, TypeScript source': ['--import', 'tsx', 'apps/server/src/main.ts'],
  'node, built JavaScript': ['apps/server/dist/main.js'],
};

const kib = (status: string, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);

async function startOnce(args: string[], dataDir: string) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--max-semi-space-size=32', ...args], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readyMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return { readyMs, rssMb: kib(status, 'VmRSS') / 1024, peakMb: kib(status, 'VmHWM') / 1024 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

console.log('Start-up to /readyz on an embedded database that exists already (median of turns)');
const dataDirs = Object.fromEntries(
  Object.keys(WAYS).map((way) => [way, mkdtempSync(join(tmpdir(), 'bo-start-'))]),
);
const results: Record<string, { readyMs: number; rssMb: number; peakMb: number }[]> = {};
try {
  // The first start of each creates, migrates and fills its database; it is not counted.
  for (const [way, args] of Object.entries(WAYS)) await startOnce(args, dataDirs[way]!);
  for (let round = 0; round < ROUNDS; round++)
    for (const [way, args] of Object.entries(WAYS))
      (results[way] ??= []).push(await startOnce(args, dataDirs[way]!));
} finally {
  for (const dir of Object.values(dataDirs)) rmSync(dir, { recursive: true, force: true });
}
for (const [way, runs] of Object.entries(results))
  console.log(
    `  ${way.padEnd(24)} ready in ${Math.round(median(runs.map((r) => r.readyMs)))} ms (runs: ${runs.map((r) => Math.round(r.readyMs)).join(', ')}); RSS 1 s after ${Math.round(median(runs.map((r) => r.rssMb)))} MB, peak ${Math.round(median(runs.map((r) => r.peakMb)))} MB`,
  );
