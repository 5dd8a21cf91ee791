import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each file starts its own database (PGlite boots in a few seconds) and hashes passwords.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
