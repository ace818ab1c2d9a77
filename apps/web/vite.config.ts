import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/graphql': 'http://localhost:4000', '/refresh-token': 'http://localhost:4000' },
  },
  // The manifest lets scripts/initial-js-size.ts measure what the sign-in page loads.
  build: { sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
});
