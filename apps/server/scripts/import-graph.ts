import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// The server drawn from its imports (decision record 033). Files are grouped in rooms: a module
// (modules/<name>), an infrastructure folder (db, jobs, graphql, …) or a file at the root. An
// arrow is one room importing another, `import type` included: a type couples as a value does.
// Each room stands on a layer; an arrow from a lower layer to a higher one runs back up, and so
// does, within a layer, an arrow that closes a circle of rooms. The floors are the longest chain
// of the remaining arrows, where the rooms of the bottom layer (db, jobs, graphql, http, mail …)
// stand side by side on one floor, as sibling modules do on theirs: only an arrow to another
// layer, or between the files that compose the server, climbs. A circle is a set of files that
// import each other.
//
// Usage: node --import tsx apps/server/scripts/import-graph.ts [--check] [--verbose]
// --check fails past the limits of issue 42.

const LIMITS = { circles: 0, backUp: 5, floors: 6 };

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

// Bottom to top. The kernel (auth, the caller) stands beside the infrastructure: the context
// of a request names the caller. The files that compose the server stand on top: the files at
// the root (but the settings that everything reads), the command lines, the list of modules and
// the demo data, which gathers every module's seed.
const LAYERS = ['infrastructure', 'module', 'composition'] as const;
type Layer = (typeof LAYERS)[number];
const SETTINGS = ['config.ts', 'server-files.ts'];

function roomOf(file: string): { room: string; layer: Layer } {
  const parts = file.split('/');
  const composes =
    (parts.length === 1 && !SETTINGS.includes(file)) ||
    /-cli\.ts$/.test(file) ||
    /(^|\/)seed-demo\.ts$/.test(file) ||
    (parts[0] === 'modules' && parts.length === 2);
  if (composes) return { room: file, layer: 'composition' };
  if (parts[0] === 'modules') {
    const room = `modules/${parts[1]}`;
    return { room, layer: parts[1] === 'auth' ? 'infrastructure' : 'module' };
  }
  return { room: parts.length === 1 ? file : parts[0]!, layer: 'infrastructure' };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return ['generated', 'test', 'migrations'].includes(name) ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, join(base, 'index.ts')])
    if (candidate.endsWith('.ts') && statSync(candidate, { throwIfNoEntry: false })?.isFile())
      return candidate;
  return null;
}

export interface Figures {
  files: number;
  rooms: number;
  arrows: number;
  circles: string[][];
  backUp: [string, string][];
  floors: number;
  floorOf: Map<string, number>;
}

export function drawGraph(): Figures {
  const files = sourceFiles(src);
  const imports = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((f) => resolveImport(file, f.fileName))
      .filter((f): f is string => f !== null && files.includes(f));
    imports.set(relative(src, file), [...new Set(targets.map((t) => relative(src, t)))]);
  }

  const circles = stronglyConnected(imports).filter((set) => set.length > 1);

  const layerOf = new Map<string, Layer>();
  const arrows = new Map<string, Set<string>>();
  for (const [file, targets] of imports) {
    const { room, layer } = roomOf(file);
    layerOf.set(room, layer);
    const out = arrows.get(room) ?? new Set<string>();
    for (const target of targets) if (roomOf(target).room !== room) out.add(roomOf(target).room);
    arrows.set(room, out);
  }
  const rank = (room: string) => LAYERS.indexOf(layerOf.get(room)!);
  const lateral = (room: string, target: string) =>
    layerOf.get(room) === layerOf.get(target) && layerOf.get(room) !== 'composition';

  const backUp: [string, string][] = [];
  const down = new Map<string, string[]>();
  for (const [room, targets] of arrows)
    for (const target of targets) {
      if (rank(target) > rank(room)) backUp.push([room, target]);
      else down.set(room, [...(down.get(room) ?? []), target]);
    }
  // Within a layer, a walk in name order meets each circle of rooms at one arrow that closes it.
  const state = new Map<string, 'open' | 'done'>();
  const walk = (room: string) => {
    state.set(room, 'open');
    for (const target of [...(down.get(room) ?? [])].sort()) {
      if (state.get(target) === 'open') {
        backUp.push([room, target]);
        down.set(
          room,
          down.get(room)!.filter((t) => t !== target),
        );
      } else if (!state.has(target)) walk(target);
    }
    state.set(room, 'done');
  };
  for (const room of [...arrows.keys()].sort()) if (!state.has(room)) walk(room);

  const floorOf = new Map<string, number>();
  const floor = (room: string): number => {
    const known = floorOf.get(room);
    if (known !== undefined) return known;
    const value = Math.max(
      1,
      ...(down.get(room) ?? []).map((target) => floor(target) + (lateral(room, target) ? 0 : 1)),
    );
    floorOf.set(room, value);
    return value;
  };
  for (const room of arrows.keys()) floor(room);

  return {
    files: files.length,
    rooms: arrows.size,
    arrows: [...arrows.values()].reduce((sum, targets) => sum + targets.size, 0),
    circles,
    backUp: backUp.sort(([a1, b1], [a2, b2]) => a1.localeCompare(a2) || b1.localeCompare(b2)),
    floors: Math.max(...floorOf.values()),
    floorOf,
  };
}

// Tarjan's algorithm: the sets of files that reach each other through their imports.
function stronglyConnected(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const sets: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const set: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        set.push(member);
      } while (member !== node);
      sets.push(set.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return sets;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = drawGraph();
  const verbose = process.argv.includes('--verbose');
  console.log(
    `apps/server/src: ${figures.files} files in ${figures.rooms} rooms, ${figures.arrows} arrows; ` +
      `${figures.circles.length} circles, ${figures.backUp.length} arrows back up, ` +
      `${figures.floors} floors`,
  );
  for (const circle of figures.circles)
    console.log(`  circle of ${circle.length} files: ${verbose ? circle.join(', ') : circle[0]}…`);
  for (const [from, to] of figures.backUp) console.log(`  back up: ${from} → ${to}`);
  if (verbose) {
    const byFloor = [...figures.floorOf].sort(([a, fa], [b, fb]) => fb - fa || a.localeCompare(b));
    for (const [room, floor] of byFloor) console.log(`  floor ${floor}: ${room}`);
  }
  if (process.argv.includes('--check')) {
    const over = [
      figures.circles.length > LIMITS.circles && `circles (at most ${LIMITS.circles})`,
      figures.backUp.length > LIMITS.backUp && `arrows back up (at most ${LIMITS.backUp})`,
      figures.floors > LIMITS.floors && `floors (at most ${LIMITS.floors})`,
    ].filter(Boolean);
    if (over.length > 0) {
      console.error(`The server's import graph is past its limits: ${over.join(', ')}.`);
      process.exit(1);
    }
  }
}
