import { rmSync } from 'node:fs';

// The servers have stopped by now; their databases and the saved sessions were for this run only.
export default function globalTeardown(): void {
  for (const dir of [
    process.env.E2E_DATA_DIR,
    process.env.E2E_SHORT_TOKEN_DATA_DIR,
    process.env.E2E_SESSIONS_DIR,
  ]) {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
