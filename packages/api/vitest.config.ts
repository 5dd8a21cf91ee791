import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Each file starts its own database; argon2 hashing is deliberately slow.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
