import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Pure functions without module state: files share their worker's modules rather than
    // importing them afresh each.
    isolate: false,
  },
});
