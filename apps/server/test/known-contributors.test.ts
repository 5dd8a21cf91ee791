import { knownContributors } from '@portal/db';
import { KNOWN_CONTRIBUTOR_FILE_HEADER } from '@portal/domain';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipartBody } from './campaign-staff-world';
import { pageLoad } from './harness';
import { CAMPAIGN_ADMIN, GOVERNMENT_ADMIN, useTestWorld } from './test-world';

const world = useTestWorld({
  portalPages: true,
  users: { government: GOVERNMENT_ADMIN, campaign: CAMPAIGN_ADMIN },
});

const voterFile = (...rows: string[]) => `${[KNOWN_CONTRIBUTOR_FILE_HEADER, ...rows].join('\n')}\n`;

/** The voters the tests import, each test under its own id prefix so they never meet. */
const ada = (prefix: string) => `${prefix}-1,Ada,Lovelace,1 Main St,,Portland,OR,97201,,`;
/** `state` lets a test make Alan's row the bad one. */
const alan = (prefix: string, state = 'OR') =>
  `${prefix}-2,Alan,Turing,2 Main St,,Portland,${state},97202,,`;

/** The portal's form: skipBadRows first, then the file. */
const upload = (who: 'government' | 'campaign' | null, csv: string | null, skipBadRows = false) =>
  world.as(who, {
    method: 'POST',
    url: '/known-contributors/import',
    ...multipartBody(
      { skipBadRows: String(skipBadRows) },
      csv === null ? undefined : { field: 'file', name: 'voters.csv', type: 'text/csv', body: csv },
    ),
  });

const storedIds = async (prefix: string) =>
  (
    await world.database.db
      .select({ id: knownContributors.id })
      .from(knownContributors)
      .where(like(knownContributors.id, `${prefix}%`))
  ).map((row) => row.id);

const uploadWithKey = (key: string, csv: string) => {
  const body = multipartBody(
    { skipBadRows: 'false' },
    { field: 'file', name: 'voters.csv', type: 'text/csv', body: csv },
  );
  return world.as('government', {
    method: 'POST',
    url: '/known-contributors/import',
    payload: body.payload,
    headers: { ...body.headers, 'idempotency-key': key },
  });
};

describe('POST /known-contributors/import with Idempotency-Key', () => {
  it('answers the same file again with the first answer, and another file with 422', async () => {
    const file = voterFile(ada('k'), alan('k'));
    const first = await uploadWithKey('voters-december', file);
    const repeated = await uploadWithKey('voters-december', file);
    expect(first.json()).toMatchObject({ ok: true, inserted: 2 });
    // Imported again, the file would answer "2 unchanged": this is the first answer.
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json()).toEqual(first.json());

    const other = await uploadWithKey('voters-december', voterFile(ada('k2')));
    expect(other.statusCode).toBe(422);
    expect(await storedIds('k2-')).toEqual([]);
  });

  it('keeps nothing under the key of a refused file, so the corrected file may use it', async () => {
    const refused = await uploadWithKey('voters-fixed', voterFile(ada('f'), alan('f', 'Oregon!')));
    expect(refused.statusCode).toBe(400);
    const fixed = await uploadWithKey('voters-fixed', voterFile(ada('f'), alan('f')));
    expect(fixed.statusCode).toBe(200);
    expect((await storedIds('f-')).sort()).toEqual(['f-1', 'f-2']);
  });
});

describe('POST /known-contributors/import', () => {
  it('imports the voter file of a government admin and answers the counts', async () => {
    const file = voterFile(ada('r'), alan('r'));
    const response = await upload('government', file);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      message: 'Imported 2 rows: 2 new, 0 updated, 0 unchanged, 0 removed',
      rows: 2,
      inserted: 2,
      updated: 0,
      unchanged: 0,
      removed: 0,
      badRows: [],
      badRowCount: 0,
    });
    expect((await upload('government', file)).json()).toMatchObject({ unchanged: 2 });
    expect((await storedIds('r-')).sort()).toEqual(['r-1', 'r-2']);
  });

  it('answers 400 with the bad rows and imports nothing, unless skipBadRows is true', async () => {
    const file = voterFile(ada('s'), alan('s', 'Oregon'));
    const refused = await upload('government', file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'Nothing was imported: 1 row has problems',
      badRows: [{ line: 3, message: 'Line 3: state must be 2 letters' }],
      badRowCount: 1,
    });
    expect(await storedIds('s-')).toEqual([]);

    const skipped = await upload('government', file, true);
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json()).toMatchObject({ ok: true, inserted: 1, badRowCount: 1 });
    expect(await storedIds('s-')).toEqual(['s-1']);
  });

  it('answers 400 in the same shape for a wrong header or a missing file', async () => {
    const wrongHeader = await upload('government', 'id,name\n1,Ada\n');
    expect(wrongHeader.statusCode).toBe(400);
    expect(wrongHeader.json()).toEqual({
      message: `Unknown column "name"; the header must be ${KNOWN_CONTRIBUTOR_FILE_HEADER}`,
      badRows: [],
      badRowCount: 0,
    });
    const noFile = await upload('government', null);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ message: 'A CSV file is required' });
  });

  it('takes a file above the 10 MB bound of other uploads', async () => {
    // Each cell stays within the text rule's 1,000 characters; the rows make up the size.
    const unit = `Unit ${'B'.repeat(995)}`;
    const county = 'M'.repeat(1000);
    const rows = Array.from(
      { length: 5_400 },
      (_, index) => `t-${index},Ada,Lee,${index} Main St,${unit},Portland,OR,97201,,${county}`,
    );
    const file = voterFile(...rows);
    expect(Buffer.byteLength(file)).toBeGreaterThan(10 * 1024 * 1024);
    const response = await upload('government', file);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rows: 5_400, inserted: 5_400 });
  });

  it('is refused to campaign admins (403) and to anonymous callers (401)', async () => {
    const file = voterFile(ada('u'));
    const campaignAdmin = await upload('campaign', file);
    expect(campaignAdmin.statusCode).toBe(403);
    expect(campaignAdmin.json()).toEqual({ message: 'Only government admins may do this' });
    expect((await upload(null, file)).statusCode).toBe(401);
    expect(await storedIds('u-')).toEqual([]);
  });

  it('answers a page load of the path with the API, not the portal', async () => {
    const response = await pageLoad(world.app, '/known-contributors/import');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});
