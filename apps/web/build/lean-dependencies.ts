import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

// Libraries that bring more into the app than they need to; this plugin trims them without
// changing what they do (decision record 021).
//
// - react-router's package resolves to its development build even in production builds (its
//   issues 12532 and 14102); the production build differs only in leaving out the development
//   warnings. Its components are made with forwardRef and given a displayName at the top level,
//   which keeps the unused ones (Form, NavLink, ScrollRestoration...): forwardRef is pure, and
//   displayName is only read by React's developer tools, so the calls are marked pure and the
//   assignments dropped, and the unused components fall away.

const require = createRequire(import.meta.url);

const REACT_ROUTER_PRODUCTION = join(
  dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

const IN_REACT_ROUTER = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/;
const FORWARD_REF = /\b(React\d*)\.forwardRef\(/g;
const DISPLAY_NAME = /^[A-Za-z0-9_$]+\.displayName = "[^"]*";$/gm;

export function leanDependencies(): Plugin {
  let building = false;
  return {
    name: 'lean-dependencies',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(source) {
      // The development server keeps react-router's warnings.
      if (building && source === 'react-router') return REACT_ROUTER_PRODUCTION;
      return null;
    },
    transform(code, id) {
      if (!building || !IN_REACT_ROUTER.test(id)) return null;
      return {
        code: code.replace(FORWARD_REF, '/* @__PURE__ */ $1.forwardRef(').replace(DISPLAY_NAME, ''),
        map: null,
      };
    },
  };
}
