import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
// Relative: the config is bundled by Vite, and Node cannot load the domain package's TypeScript.
import { matchPath, WALLET_PATH } from '../../../packages/domain/src/routes';

// The customer's wallet is a page of its own, wallet.html, built apart from the staff app so that
// it shares none of its chunks (decision record 023). This plugin:
// - in the development server, answers a wallet address with wallet.html, as the server does;
// - in the wallet's build, names in wallet.html the staff app's entry script of the same build,
//   which lib/errors/chunk-load.ts compares with the one the server now serves.

const walletPageRequests: Connect.NextHandleFunction = (request, _response, next) => {
  const path = (request.url ?? '').split('?')[0] ?? '';
  const wantsPage =
    request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
  if (wantsPage && matchPath(WALLET_PATH, path)) request.url = '/wallet.html';
  next();
};

export function walletPage(): Plugin {
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'back-office:wallet-page',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use(walletPageRequests);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle || !context.filename.endsWith('wallet.html')) return;
        // The staff app is built first, into the same folder (vite.config.ts).
        const manifest = JSON.parse(
          readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
        ) as Record<string, { file: string }>;
        const appEntry = manifest['index.html']?.file;
        if (!appEntry) throw new Error('The staff app must be built before the wallet');
        return [
          {
            tag: 'meta',
            attrs: { name: 'app-entry', content: `${base}${appEntry}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
