import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // As in the portal: a first Mantine render in jsdom can pass 5 s on a busy machine.
    testTimeout: 20000,
    // No module of the package keeps state: files share their worker's modules and document.
    isolate: false,
  },
});
