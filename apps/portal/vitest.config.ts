import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { HANG_GUARDS, sharedModuleProjects } from '../../vitest.shared';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    // The suite `npm test` waits for last: two workers let its last files share both cores
    // instead of leaving one idle.
    maxWorkers: 2,
    // Cleans the shared document after every test.
    setupFiles: ['./src/test/setup.ts'],
    ...HANG_GUARDS,
    projects: sharedModuleProjects(
      'web',
      ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      [
        // Reads the module's memory of the visit's first page, which a page load starts afresh.
        'src/pages/PageTitle.test.tsx',
        // Replaces browser globals for the whole file.
        'src/records/modals/record-modals.test.tsx',
        'src/records/reply.test.tsx',
        'src/auth/session-expired.test.tsx',
        'src/pages/portal/voter-file.test.tsx',
      ],
    ),
  },
});
