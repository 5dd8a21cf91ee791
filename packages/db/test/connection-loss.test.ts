import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { testPostgresUrl } from '../src/testing';

/**
 * postgres.js 3.4.9 could write to a connection's socket after PostgreSQL had closed it, throwing
 * from a timer where nothing catches it: the whole server process ended during a database restart.
 * `patches/postgres@3.4.9.patch` rejects the waiting query instead. A reserved connection shows the
 * fault every time, since the pool cannot swap its dead socket for a fresh one.
 */
const url = testPostgresUrl();
const onPostgres = url !== undefined;

describe.skipIf(!onPostgres)(
  'a connection PostgreSQL ends under the driver (PostgreSQL only)',
  () => {
    const sql = url ? postgres(url, { max: 2, onnotice: () => {} }) : undefined;
    const admin = url ? postgres(url, { max: 1, onnotice: () => {} }) : undefined;

    afterAll(async () => {
      await sql?.end({ timeout: 1 });
      await admin?.end({ timeout: 1 });
    });

    it('rejects the next queries with a connection error and the process keeps running', async () => {
      if (!sql || !admin) return;
      const reserved = await sql.reserve();
      const [backend] = await reserved<{ pid: number }[]>`select pg_backend_pid() as pid`;
      await admin`select pg_terminate_backend(${backend?.pid ?? 0})`;

      const outcomes: string[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        try {
          await reserved`select 1`;
          outcomes.push('answered');
        } catch (error) {
          outcomes.push((error as { code?: string }).code ?? 'rejected');
        }
        // The faulty write ran from a timer a tick later; give it the chance to.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }

      // Before the patch the second attempt never settled here: the process died instead.
      // (The first may also see the reset itself, depending on timing.)
      for (const outcome of outcomes)
        expect(['ECONNRESET', 'CONNECTION_CLOSED']).toContain(outcome);
      expect(outcomes.at(-1)).toBe('CONNECTION_CLOSED');
    });
  },
);
