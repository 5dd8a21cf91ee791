/** vitest's own exclusions, which a project's `exclude` replaces rather than adds to. */
const VITEST_DEFAULT_EXCLUDE = ['**/node_modules/**', '**/.git/**'];

/**
 * Every suite's time limits. They only stop a test that hangs: a test waits for the event it
 * needs (an answer, a row, a process's exit), never for a length of time, and tests of timing
 * use fake timers. So the limits are minutes, far past any test's work even when the machine
 * runs two test runs at once, and no test or hook sets a limit of its own.
 */
export const HANG_GUARDS = {
  testTimeout: 5 * 60_000,
  hookTimeout: 10 * 60_000,
  teardownTimeout: 60_000,
};

/**
 * A suite's test files as two vitest projects. Most files share their worker's modules
 * (`isolate: false`): the code under test, its libraries and PGlite's engine load once per worker
 * rather than once per file, and each file still opens its own database (jsdom's document is
 * shared, cleaned after every test). The
 * `isolated` files keep a module registry of their own: those that mock a module, which must not
 * leak into the next file, and those that read a module's memory. `left` files do not run.
 *
 * Written without vitest's types: this file sits outside the packages that install vitest.
 */
export function sharedModuleProjects(
  name: string,
  include: string[],
  isolated: string[],
  left: string[] = [],
) {
  return [
    {
      extends: true as const,
      test: {
        name,
        include,
        exclude: [...VITEST_DEFAULT_EXCLUDE, ...isolated, ...left],
        isolate: false,
      },
    },
    {
      extends: true as const,
      test: {
        name: `${name}, isolated`,
        include: isolated,
        exclude: [...VITEST_DEFAULT_EXCLUDE, ...left],
      },
    },
  ];
}

/**
 * Files only CI's PostgreSQL pass runs (`DATABASE_URL` set): checks that cost a minute of CPU
 * and test no database rule, kept out of the quick `npm test` on PGlite.
 */
export const onlyInPostgresPass = (files: string[]): string[] =>
  // biome-ignore lint/style/noProcessEnv: the test configuration reads the switch the database suites read
  process.env.DATABASE_URL ? [] : files;
