import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/graphql': 'http://localhost:4000', '/refresh-token': 'http://localhost:4000' },
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 600 },
});
