import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudgets } from './build/bundle-budgets-plugin';
import { mantineStylesPerComponent } from './build/mantine-styles';
import { precompressedFiles } from './build/precompress';

const apiServer = 'http://localhost:3000';

// Only paths that never collide with a portal route are proxied; the portal itself talks tRPC.
const proxied = ['/trpc', '/users', '^/me$', '/permissions', '/dev/outbox', '/health'];

export default defineConfig({
  plugins: [react(), mantineStylesPerComponent(), bundleBudgets(), precompressedFiles()],
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, apiServer])),
  },
  build: {
    // The dashboard's chart and map libraries are split per route; this only flags surprises.
    chunkSizeWarningLimit: 800,
  },
});
