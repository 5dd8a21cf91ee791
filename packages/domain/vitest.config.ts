import { defineConfig } from 'vitest/config';
import { HANG_GUARDS } from '../../vitest.shared';

export default defineConfig({
  test: {
    ...HANG_GUARDS,
    // Pure functions without module state: files share their worker's modules rather than
    // importing them afresh each.
    isolate: false,
  },
});
