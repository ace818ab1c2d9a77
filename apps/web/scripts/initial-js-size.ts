// Prints the gzipped size of the JavaScript the sign-in page loads before it can be used: the
// entry chunk, the sign-in route's chunk, and every chunk either imports statically (read from
// the Vite manifest). Chunks fetched later (validation on first focus, toasts, other pages) are
// not part of it. Run after `npm run build`: node --import tsx apps/web/scripts/initial-js-size.ts
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const SIGN_IN_ROUTE_SOURCE = 'src/app/routes/sign-in-route.tsx';
// 100 KB of 1,024 bytes: 102,400 bytes (issue 13).
export const INITIAL_JS_BUDGET_BYTES = 100 * 1024;

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

// The build the server serves: WEB_DIST_DIR when set (as for the server), apps/web/dist otherwise.
export const defaultDistDir =
  process.env.WEB_DIST_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

// The chunk of `key` and everything it imports statically, as manifest keys.
export function staticClosure(
  manifest: Manifest,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export function signInInitialChunks(manifest: Manifest): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry chunk');
  const keys = staticClosure(manifest, entry);
  staticClosure(manifest, SIGN_IN_ROUTE_SOURCE, keys);
  return [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

export interface SizeReport {
  files: { file: string; bytes: number; gzipBytes: number }[];
  bytes: number;
  gzipBytes: number;
}

export function measureSignInInitialJs(distDir = defaultDistDir): SizeReport {
  const files = signInInitialChunks(readManifest(distDir)).map((file) => {
    const content = readFileSync(join(distDir, file));
    return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const report = measureSignInInitialJs(process.argv[2] ?? defaultDistDir);
  for (const file of report.files)
    console.log(
      `  ${file.file.padEnd(48)} ${kb(file.bytes).padStart(9)}  gzip ${kb(file.gzipBytes).padStart(8)}`,
    );
  const verdict = report.gzipBytes <= INITIAL_JS_BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `Sign-in page initial JS: ${kb(report.gzipBytes)} gzipped (${kb(report.bytes)} minified) in ${report.files.length} files — ${verdict} the ${kb(INITIAL_JS_BUDGET_BYTES)} budget`,
  );
  if (verdict === 'OVER') process.exitCode = 1;
}
