import type { Plugin } from 'vite';

// Puts what a lazily loaded route imports, directly or not, into one chunk with it. Left to
// automatic splitting, every module the route shares with another page becomes a chunk of its
// own: a dozen requests of a few hundred bytes, each compressed alone. Modules of the first
// script (the vendor and app groups, which rank higher) stay there, and so do libraries: a
// library's entry leads to all of it (lucide-react's to every icon), used here or not.
export function routeChunk(route: string): { plugin: Plugin; test: (id: string) => boolean } {
  const imports = new Map<string, readonly string[]>();
  let members: Set<string> | null = null;
  const collect = (id: string, into: Set<string>) => {
    if (into.has(id) || /[\\/]node_modules[\\/]/.test(id)) return;
    into.add(id);
    for (const next of imports.get(id) ?? []) collect(next, into);
  };
  return {
    plugin: {
      name: 'route-chunk',
      apply: 'build',
      buildStart() {
        imports.clear();
        members = null;
      },
      moduleParsed(info) {
        imports.set(info.id, info.importedIds);
      },
    },
    // Chunks are made after every module is parsed, so the route's imports are all known.
    test(id) {
      if (!members) {
        members = new Set();
        const entry = [...imports.keys()].find((key) => key.replaceAll('\\', '/').endsWith(route));
        if (entry) collect(entry, members);
      }
      return members.has(id);
    },
  };
}
