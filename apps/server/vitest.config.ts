import { defineConfig } from 'vitest/config';
import { HANG_GUARDS, onlyInPostgresPass, sharedModuleProjects } from '../../vitest.shared';

export default defineConfig({
  test: {
    ...HANG_GUARDS,
    setupFiles: ['./test/setup.ts'],
    projects: sharedModuleProjects(
      'server',
      ['test/**/*.test.ts'],
      [
        // Mock a module.
        'test/request-log.test.ts',
        'test/client-abort.test.ts',
        // Loads the server's modules afresh for a second server.
        'test/dashboard-two-servers.test.ts',
        // Measures the live heap, which earlier files' leftovers would blur.
        'test/geo-stream-memory.test.ts',
      ],
      // Builds, packs and installs the published client into an empty folder, then compiles and
      // runs scripts against it: CI runs it after the quick test command.
      onlyInPostgresPass(['test/client-package.test.ts']),
    ),
  },
});
