import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contributions, type DatabaseHandle, migrateDatabase, openDatabase } from '@portal/db';
import { testsRunOnPostgres } from '@portal/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createCampaign, createGovernment, createUser } from './factories';
import {
  SERVER_STARTUP_LIMIT_MS,
  type ServerProcess,
  startServerProcess,
  waitForHealth,
} from './server-process';
import { freePort } from './throwaway-postgres';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-embedded-crash-'));
let server: ServerProcess | undefined;
afterAll(() => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The embedded database in `dataDir`, opened by this process while no server holds it. */
async function withEmbedded<T>(use: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}

// The embedded database's own promise (PostgreSQL's is the restart test's): the server process
// killed outright, every write it acknowledged is there when the database is opened again.
describe.skipIf(testsRunOnPostgres())('the embedded database after the server is killed', () => {
  it('keeps every acknowledged write', async () => {
    const draftId = await withEmbedded(async (handle) => {
      await migrateDatabase(handle);
      const government = await createGovernment(handle.db);
      const campaign = await createCampaign(handle.db, government.id);
      await createUser(handle.db, {
        email: 'crash.staff@example.org',
        password: 'crash-password',
        role: 'campaign_staff',
        governmentId: government.id,
        campaignId: campaign.id,
      });
      const [draft] = await handle.db
        .insert(contributions)
        .values({
          governmentId: government.id,
          campaignId: campaign.id,
          status: 'draft',
          type: 'contribution',
          subType: 'cash',
          contributorType: 'individual',
          oaeType: 'matchable',
          paymentMethod: 'cash',
          amountCents: 2_000,
          date: '2024-03-04',
          firstName: 'Dana',
          lastName: 'Donor',
          address1: '1 Main St',
          city: 'Portland',
          state: 'OR',
          zip: '97203',
        })
        .returning({ id: contributions.id });
      return draft?.id ?? 0;
    });

    server = startServerProcess(await freePort(), { DATA_DIR: dataDir, PORTAL_SEED_DEMO: 'false' });
    await waitForHealth(server, SERVER_STARTUP_LIMIT_MS);
    const headers = { 'content-type': 'application/json', origin: server.url };
    const login = await fetch(`${server.url}/users/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'crash.staff@example.org', password: 'crash-password' }),
    });
    expect(login.status).toBe(204);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    for (let edit = 1; edit <= 5; edit++) {
      const saved = await fetch(`${server.url}/contributions/${draftId}`, {
        method: 'PUT',
        headers: { ...headers, cookie },
        body: JSON.stringify({ notes: `edit ${edit}` }),
      });
      expect(saved.status).toBe(204);
    }
    server.child.kill('SIGKILL');
    await once(server.child, 'exit');

    const notes = await withEmbedded(async (handle) => {
      const [row] = await handle.db
        .select({ notes: contributions.notes })
        .from(contributions)
        .where(eq(contributions.id, draftId));
      return row?.notes;
    });
    expect(notes).toBe('edit 5');
  });
});
