import { defineConfig } from 'vitest/config';
import { sharedModuleProjects } from '../../vitest.shared';

export default defineConfig({
  test: {
    // Each file starts its own database (PGlite boots in a few seconds).
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
    ),
  },
});
