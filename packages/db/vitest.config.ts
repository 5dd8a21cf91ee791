import { defineConfig } from 'vitest/config';
import { HANG_GUARDS } from '../../vitest.shared';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // PGlite compiles its WASM engine once per test process, which takes seconds: files share
    // their worker's process and modules rather than starting afresh each.
    pool: 'forks',
    isolate: false,
    ...HANG_GUARDS,
  },
});
