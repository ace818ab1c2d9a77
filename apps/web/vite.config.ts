import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { leanDependencies } from './build/lean-dependencies';
import { precompress } from './build/precompress';
import { routeChunk } from './build/route-chunk';

const signIn = routeChunk('src/app/routes/sign-in-route.tsx');

export default defineConfig({
  plugins: [leanDependencies(), signIn.plugin, react(), tailwindcss(), precompress()],
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
  // The manifest lets scripts/initial-js-size.ts measure what the sign-in page loads.
  build: {
    sourcemap: false,
    manifest: true,
    // Every browser the app supports preloads modules natively.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
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
});
