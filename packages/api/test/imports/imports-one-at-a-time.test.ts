import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { lockForTransaction } from '@portal/db';
import { testsRunOnPostgres } from '@portal/db/testing';
import { IMPORT_RUNNING_MESSAGES, KNOWN_CONTRIBUTOR_FILE_HEADER } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { importExternalFilings } from '../../src/imports/external-contributions';
import { importKnownContributors } from '../../src/imports/known-contributors/import';
import { createOrganisations } from '../support/factories';
import { useTestApi } from '../support/harness';
import { holdInAnotherTransaction } from '../support/other-transaction';

const testApi = useTestApi();
let governmentId: number;

beforeAll(async () => {
  governmentId = (await createOrganisations(testApi.handle.db)).government.id;
});

/** Runs `start` while another connection's transaction holds `key`, as a running import does. */
async function whileHeld<T>(key: string, start: () => Promise<T>): Promise<T> {
  const holder = await holdInAnotherTransaction(testApi.handle.db, (tx) =>
    lockForTransaction(tx, key),
  );
  try {
    return await start();
  } finally {
    await holder.release();
  }
}

const voterFile = () =>
  importKnownContributors(
    testApi.handle.db,
    Readable.from([
      `${KNOWN_CONTRIBUTOR_FILE_HEADER}\nv-1,Ada,Lee,1 Main St,,Portland,OR,97201,,\n`,
    ]),
    { skipBadRows: false },
  );

// The state's export header with no rows: enough to start and finish an import.
const ORESTAR_HEADER = readFileSync(
  new URL('./fixtures/orestar-export.csv', import.meta.url),
  'utf8',
).split('\r\n')[0];
const filings = () =>
  importExternalFilings(testApi.handle.db, Readable.from([`${ORESTAR_HEADER}\r\n`]), {
    governmentId,
    offices: new Map(),
    skipBadRows: false,
  });

// Two connections are needed for one import to run beside another: PostgreSQL only (PGlite runs
// one transaction at a time).
describe.runIf(testsRunOnPostgres())('imports of one kind run one at a time', () => {
  it('refuses a voter file while another is being imported, and takes it afterwards', async () => {
    await expect(whileHeld('voter file import', voterFile)).rejects.toThrow(
      IMPORT_RUNNING_MESSAGES.voterFile,
    );
    await expect(voterFile()).resolves.toMatchObject({ ok: true, rows: 1 });
  });

  it("refuses non-participants' filings while others are being imported", async () => {
    await expect(whileHeld(`external filings import:${governmentId}`, filings)).rejects.toThrow(
      IMPORT_RUNNING_MESSAGES.externalFilings,
    );
    // Another government's import does not hold this one up.
    const other = (await createOrganisations(testApi.handle.db)).government.id;
    await expect(whileHeld(`external filings import:${other}`, filings)).resolves.toMatchObject({
      ok: true,
    });
  });
});
