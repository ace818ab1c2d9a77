import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The embedded database's folder is open in another process (a server, a backup). */
export class DataDirInUse extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// The folders this process holds: a second open of one here is refused too.
const heldHere = new Set<string>();

/**
 * Takes the embedded database's folder for this process: `<dir>.lock` holds its pid. PGlite
 * itself lets two processes open one folder, and two PostgreSQL instances writing the same files
 * corrupt them; a lock left by a process that died (kill -9) is taken over. Returns its release.
 */
export function lockDataDir(dir: string): () => void {
  const path = `${dir}.lock`;
  const inUse = (holder: number) =>
    new DataDirInUse(
      `The embedded database in ${dir} is open in process ${holder} (a running server?): ` +
        `stop it first. If no such process is ours, delete ${path}.`,
    );
  if (heldHere.has(path)) throw inUse(process.pid);
  mkdirSync(dirname(path), { recursive: true });
  for (;;) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      heldHere.add(path);
      return () => {
        heldHere.delete(path);
        rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(path, 'utf8'));
    // Our own pid, not held here, is a lock left by an earlier life of the pid: a container's
    // server is often pid 1 every time it starts.
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder))
      throw inUse(holder);
    rmSync(path, { force: true });
  }
}
