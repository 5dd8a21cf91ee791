import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // PGlite compiles its WASM engine once per test process, which takes seconds.
    pool: 'forks',
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
