import { defineConfig } from 'vitest/config';
import { HANG_GUARDS } from '../../vitest.shared';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    ...HANG_GUARDS,
    // No module of the package keeps state: files share their worker's modules and document.
    isolate: false,
  },
});
