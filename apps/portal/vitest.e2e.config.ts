import { defineConfig } from 'vitest/config';

/** Browser tests: the built portal served by the real server, driven by the system Chromium. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    // Each worker has its own server and browser (global-setup.ts). The tests mostly wait on
    // pages settling, so two workers save about 40% of the time on a 2-core machine.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
