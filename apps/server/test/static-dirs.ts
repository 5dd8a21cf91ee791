import { rmSync } from 'node:fs';

// Apart from the harness, so that test/setup.ts loads no server module before a test file's own
// mocks (request-log.test.ts mocks fastify).

/** The miniature portals made since the last test file ended. */
const staticDirs = new Set<string>();

export function keepStaticDir(dir: string) {
  staticDirs.add(dir);
}

/**
 * Removes them; `test/setup.ts` runs it after each file. Files share the harness's module
 * (vitest.shared.ts), so a hook registered there would run after the first file only.
 */
export function removeStaticDirs() {
  for (const dir of staticDirs) rmSync(dir, { recursive: true, force: true });
  staticDirs.clear();
}
