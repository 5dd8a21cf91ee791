import { defineConfig } from 'vitest/config';
import { sharedModuleProjects } from '../../vitest.shared';

export default defineConfig({
  test: {
    // Each file starts its own database (PGlite boots in a few seconds).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: sharedModuleProjects(
      'server',
      ['test/**/*.test.ts'],
      // Mocks a module.
      ['test/request-log.test.ts'],
    ),
  },
});
