import { defineConfig } from 'vitest/config';
import { sharedModuleProjects } from '../../vitest.shared';

export default defineConfig({
  test: {
    // Each file starts its own database.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    projects: sharedModuleProjects(
      'api',
      ['test/**/*.test.ts', 'src/**/*.test.ts'],
      [
        // Mocks a module.
        'test/value-span-page.test.ts',
        // Measures the live heap, which earlier files' leftovers would blur.
        'test/export-memory.test.ts',
      ],
    ),
  },
});
