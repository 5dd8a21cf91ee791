import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that need a module registry of their own: those that mock a module, and the page title's,
 * which reads the module's memory of the visit's first page (a page load starts it afresh).
 */
const ISOLATED_FILES = [
  'src/pages/PageTitle.test.tsx',
  'src/records/modals/record-modals.test.tsx',
  'src/records/reply.test.tsx',
  'src/auth/session-expired.test.tsx',
  'src/pages/portal/voter-file.test.tsx',
];

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20000,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...ISOLATED_FILES],
          // Files share their worker's modules and document instead of loading React, Mantine
          // and the portal afresh each; the setup file cleans the document after every test.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'web, isolated', include: ISOLATED_FILES } },
    ],
  },
});
