import { configDefaults, defineConfig } from 'vitest/config';

/** Files that mock a module: they need a module registry of their own. */
const MOCKING_FILES = ['test/value-span-page.test.ts'];

export default defineConfig({
  test: {
    // Each file starts its own database.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...MOCKING_FILES],
          // Files share their worker's modules instead of importing the API afresh each (over a
          // minute of CPU per run); each still has a database of its own.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'api, mocking', include: MOCKING_FILES } },
    ],
  },
});
