import { defineConfig } from 'vitest/config';
import { HANG_GUARDS, sharedModuleProjects } from '../../vitest.shared';

export default defineConfig({
  test: {
    ...HANG_GUARDS,
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
