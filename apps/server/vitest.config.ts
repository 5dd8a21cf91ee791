import { configDefaults, defineConfig } from 'vitest/config';

/** Files that mock a module: they need a module registry of their own. */
const MOCKING_FILES = ['test/request-log.test.ts'];

export default defineConfig({
  test: {
    // Each file starts its own database (PGlite boots in a few seconds).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...MOCKING_FILES],
          // Files share their worker's modules instead of importing the server afresh each; each
          // still builds its own app over a database of its own.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'server, mocking', include: MOCKING_FILES } },
    ],
  },
});
