import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // PGlite compiles its WASM engine once per test process, which takes seconds: files share
    // their worker's process and modules rather than starting afresh each.
    pool: 'forks',
    isolate: false,
    // The demo seed runs the real matcher over a 20,000-person voter file.
    hookTimeout: 120_000,
    testTimeout: 30_000,
  },
});
