/** vitest's own exclusions, which a project's `exclude` replaces rather than adds to. */
const VITEST_DEFAULT_EXCLUDE = ['**/node_modules/**', '**/.git/**'];

/**
 * A suite's test files as two vitest projects. Most files share their worker's modules
 * (`isolate: false`): the code under test, its libraries and PGlite's engine load once per worker
 * rather than once per file, and each file still opens its own database (jsdom's document is
 * shared, cleaned after every test). The
 * `isolated` files keep a module registry of their own: those that mock a module, which must not
 * leak into the next file, and those that read a module's memory.
 *
 * Written without vitest's types: this file sits outside the packages that install vitest.
 */
export function sharedModuleProjects(name: string, include: string[], isolated: string[]) {
  return [
    {
      extends: true as const,
      test: {
        name,
        include,
        exclude: [...VITEST_DEFAULT_EXCLUDE, ...isolated],
        isolate: false,
      },
    },
    { extends: true as const, test: { name: `${name}, isolated`, include: isolated } },
  ];
}
