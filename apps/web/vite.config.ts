import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { leanDependencies } from './build/lean-dependencies';
import { precompress } from './build/precompress';
import { preloadLazyChunk } from './build/preload-lazy-chunk';
import { routeChunk } from './build/route-chunk';
import { walletPage } from './build/wallet-page';
import { walletPreact } from './build/wallet-preact';

const SIGN_IN_ROUTE = 'src/app/routes/sign-in-route.tsx';
const WALLET_PAGE = 'src/features/wallet/components/wallet-page.tsx';
const signIn = routeChunk(SIGN_IN_ROUTE);
const walletPageChunk = routeChunk(WALLET_PAGE);

export default defineConfig({
  plugins: [
    leanDependencies(),
    signIn.plugin,
    walletPageChunk.plugin,
    react(),
    tailwindcss(),
    walletPage(),
    walletPreact(),
    preloadLazyChunk('index.html', SIGN_IN_ROUTE),
    preloadLazyChunk('wallet.html', WALLET_PAGE),
    precompress(),
  ],
  server: {
    port: 5173,
    // ws: the notifications' websocket (GET /graphql, graphql-transport-ws) goes through too.
    proxy: {
      '/graphql': { target: 'http://localhost:4000', ws: true },
      '/refresh-token': 'http://localhost:4000',
      '/support/attachments': 'http://localhost:4000',
      // The academy's files and certificates; not '/academy' alone, which is a page of this app.
      '/academy/files': 'http://localhost:4000',
      '/academy/certificates': 'http://localhost:4000',
      '/exports': 'http://localhost:4000',
    },
  },
  build: {
    sourcemap: false,
    // Every browser the app supports preloads modules natively.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
  },
  // Two pages, built one after the other into the same folder: the staff app (index.html) and
  // the customer's wallet (wallet.html), which shares no chunk with it, so that a phone opening
  // the wallet downloads the wallet and nothing of the staff app (decision record 023).
  environments: {
    client: {
      build: {
        // The manifest lets scripts/initial-js-size.ts measure what the sign-in page loads.
        manifest: true,
        rolldownOptions: {
          output: {
            // What every page loads first goes into two chunks (libraries, app) instead of the
            // dozen small shared chunks automatic splitting makes: fewer requests, better gzip.
            // The entry module stays alone so that index.html keeps one entry script.
            codeSplitting: {
              groups: [
                { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 2 },
                {
                  name: 'app',
                  test: (id: string) => !/node_modules|index\.html|src[\\/]main\.tsx$/.test(id),
                  tags: ['$initial'],
                  priority: 1,
                },
                // The sign-in page's own modules, fields and icons in one chunk (build/route-chunk.ts).
                { name: 'sign-in', test: signIn.test, priority: 0 },
              ],
            },
          },
        },
      },
    },
    wallet: {
      consumer: 'client',
      build: {
        // After the staff app's build, into its folder.
        emptyOutDir: false,
        manifest: '.vite/wallet-manifest.json',
        rolldownOptions: {
          input: 'wallet.html',
          // Each generated operation (src/gql/graphql.ts) is a `new TypedDocumentString(...)`,
          // which the bundler keeps unless told it has no side effect: the wallet imports its
          // three by name and keeps only those.
          treeshake: { manualPureFunctions: ['TypedDocumentString'] },
          output: {
            // As the staff app's: the libraries and the code the entry loads in two chunks, so
            // that a new deploy of the wallet does not make the phone download React again; the
            // page itself in one chunk with what it alone imports (build/route-chunk.ts).
            codeSplitting: {
              groups: [
                { name: 'wallet-vendor', test: /node_modules/, tags: ['$initial'], priority: 2 },
                {
                  name: 'wallet-app',
                  test: (id: string) =>
                    !/node_modules|wallet\.html|src[\\/]wallet-main\.tsx$/.test(id),
                  tags: ['$initial'],
                  priority: 1,
                },
                { name: 'wallet-page', test: walletPageChunk.test, priority: 0 },
              ],
            },
          },
        },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments.wallet!);
    },
  },
});
