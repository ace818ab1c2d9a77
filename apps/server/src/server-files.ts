import { fileURLToPath } from 'node:url';

// The server's files that are not code (each module's SDL, the migrations), by their path under
// `src/`. Resolved from this module's own place: `src/` when run from source, `dist/` in the
// built server, where scripts/build.ts puts them under the same paths.
export function serverFile(path: string): string {
  return fileURLToPath(new URL(path, import.meta.url));
}
