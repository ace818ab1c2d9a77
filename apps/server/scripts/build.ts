// Builds the server into one JavaScript module, `dist/main.js`, that `npm start` runs with plain
// Node: no TypeScript loader at run time. The workspace's own packages (TypeScript sources) are
// bundled in; every dependency from node_modules stays an import, resolved by Node as before.
// The SDL files and migrations are copied beside it under the paths they have in `src/`.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(serverRoot, 'src');
const dist = join(serverRoot, 'dist');

const dependenciesStayExternal: Plugin = {
  name: 'dependencies-stay-external',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@back-office/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [join(src, 'main.ts')],
  outfile: join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  plugins: [dependenciesStayExternal],
  logLevel: 'warning',
});
for (const module of readdirSync(join(src, 'modules'))) {
  const sdl = join('modules', module, 'schema.graphql');
  if (!existsSync(join(src, sdl))) continue;
  mkdirSync(join(dist, 'modules', module), { recursive: true });
  cpSync(join(src, sdl), join(dist, sdl));
}
cpSync(join(src, 'db', 'migrations'), join(dist, 'db', 'migrations'), { recursive: true });
