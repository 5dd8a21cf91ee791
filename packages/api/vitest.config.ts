import { defineConfig } from 'vitest/config';
import { HANG_GUARDS, sharedModuleProjects } from '../../vitest.shared';

export default defineConfig({
  test: {
    ...HANG_GUARDS,
    // The longest suite: two workers let it end with the others instead of alone on one core.
    maxWorkers: 2,
    projects: sharedModuleProjects(
      'api',
      ['test/**/*.test.ts', 'src/**/*.test.ts'],
      [
        // Mocks a module.
        'test/records/value-span-page.test.ts',
        // Measures the live heap, which earlier files' leftovers would blur.
        'test/records/export-memory.test.ts',
      ],
    ),
  },
});
