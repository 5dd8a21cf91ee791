import { defineConfig } from 'vitest/config';

/** Browser tests: the built portal served by the real server, driven by the system Chromium. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    // One server and one browser: files share the server's data, so they run one after another.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
