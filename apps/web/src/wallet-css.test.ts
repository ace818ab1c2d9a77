import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

// wallet.css builds the wallet's styles from the files it names alone (Tailwind keeps only the
// classes it finds there): every file the wallet's code reaches that writes class names must be
// among them, or a class used by a component added to the wallet would silently be missing from
// its page.
const SRC = dirname(fileURLToPath(import.meta.url));
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|new URL\(\s*['"](\.[^'"]+)['"]/g;

function resolveImport(from: string, specifier: string): string | undefined {
  const path = resolve(dirname(from), specifier);
  return [path, `${path}.ts`, `${path}.tsx`].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

function reachedFrom(entry: string): string[] {
  const reached = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const next = resolveImport(file, (match[1] ?? match[2] ?? match[3])!);
      if (next?.startsWith(SRC)) pending.push(next);
    }
  }
  return [...reached].map((file) => relative(SRC, file));
}

// `@source './a/{b,c}.tsx'` names a/b.tsx and a/c.tsx; `@source './dir'` all that is under dir.
function sourcesOf(css: string): string[] {
  return [...css.matchAll(/@source '\.\/([^']+)';/g)].flatMap(([, path]) => {
    const braces = /\{([^}]+)\}/.exec(path!);
    return braces ? braces[1]!.split(',').map((name) => path!.replace(braces[0], name)) : [path!];
  });
}

test("wallet.css names every file of the wallet's code", () => {
  const sources = sourcesOf(readFileSync(join(SRC, 'wallet.css'), 'utf8'));
  // Its components, and any other module that writes class names (for cn or cva).
  const components = reachedFrom(join(SRC, 'wallet-main.tsx')).filter(
    (file) =>
      file.endsWith('.tsx') ||
      /className|\bcn\(|\bcva\(/.test(readFileSync(join(SRC, file), 'utf8')),
  );
  expect(components).toContain('features/wallet/components/coupon-card.tsx');
  expect(components).toContain('components/ui/button.tsx');
  const unnamed = components.filter(
    (file) => !sources.some((source) => file === source || file.startsWith(`${source}/`)),
  );
  expect(unnamed).toEqual([]);
});
