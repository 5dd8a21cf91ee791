import { knownContributors, voterStreets } from '@portal/db';
import { KNOWN_CONTRIBUTOR_FILE_HEADER } from '@portal/domain';
import { and, asc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { importKnownContributors, type KnownContributorsImportProgress } from '../../src/imports';
import { createOrganisations } from '../support/factories';
import { type Browser, expectTRPCError, useTestApi } from '../support/harness';

const api = useTestApi();
let governmentAdmin: Browser;
let campaignAdmin: Browser;

beforeAll(async () => {
  const people = await createOrganisations(api.handle.db);
  governmentAdmin = await api.signIn(people.governmentAdmin);
  campaignAdmin = await api.signIn(people.campaignAdmin);
});

/** Each test uses its own voter ids (prefix), so the tests share one table without meeting. */
const csv = (...rows: string[]) => `${[KNOWN_CONTRIBUTOR_FILE_HEADER, ...rows].join('\n')}\n`;

/** The file as an upload delivers it: in chunks that cut rows anywhere. */
async function* chunksOf(text: string, size = 37) {
  for (let start = 0; start < text.length; start += size) yield text.slice(start, start + size);
}

const importAsAdmin = (text: string, skipBadRows = false) =>
  governmentAdmin.call((caller) =>
    caller.knownContributors.import({ file: chunksOf(text), skipBadRows }),
  );

const storedWithPrefix = (prefix: string) =>
  api.handle.db
    .select()
    .from(knownContributors)
    .where(like(knownContributors.id, `${prefix}%`))
    .orderBy(asc(knownContributors.id), asc(knownContributors.recordSeq));

const summary = (rows: Awaited<ReturnType<typeof storedWithPrefix>>) =>
  rows.map((row) => `${row.id}/${row.recordSeq} ${row.firstName} ${row.address1} ${row.zip}`);

/** Checks that the rows stored under `prefix` read as `lines` (see `summary`), and returns them. */
const expectStored = async (prefix: string, lines: string[]) => {
  const stored = await storedWithPrefix(prefix);
  expect(summary(stored)).toEqual(lines);
  return stored;
};

describe('knownContributors.import', () => {
  it('loads a file, numbering a person’s rows in file order, with the matching forms', async () => {
    const result = await importAsAdmin(
      csv(
        'a-1,Ada,Lovelace,1024 Southeast Morrison Street,Apt. 4,Portland,or,97214-1234,,Multnomah',
        'a-2,José,O’Brien,12 NW 1st Ave,,Portland,OR,97209,,Multnomah',
        'a-1,Ada,Lovelace,PO Box 55,,Portland,OR,97207,,Multnomah',
      ),
    );
    expect(result).toEqual({
      ok: true,
      message: 'Imported 3 rows: 3 new, 0 updated, 0 unchanged, 0 removed',
      rows: 3,
      inserted: 3,
      updated: 0,
      unchanged: 0,
      removed: 0,
      badRows: [],
      badRowCount: 0,
    });
    const stored = await expectStored('a-', [
      'a-1/1 Ada 1024 Southeast Morrison Street 97214',
      'a-1/2 Ada PO Box 55 97207',
      'a-2/1 José 12 NW 1st Ave 97209',
    ]);
    expect(stored[0]).toMatchObject({
      state: 'OR',
      zipPlusFour: '1234',
      address2: 'Apt. 4',
      normalizedFirstName: 'ADA',
      normalizedLastName: 'LOVELACE',
      normalizedAddress: '1024 SE MORRISON ST 4',
    });
    expect(stored[2]).toMatchObject({ normalizedFirstName: 'JOSE', normalizedLastName: 'OBRIEN' });
  });

  it('changes nothing when the same file is imported again', async () => {
    const file = csv(
      'b-1,Grace,Hopper,1 Main St,,Portland,OR,97201,,',
      'b-1,Grace,Hopper,2 Side St,Unit 3,Portland,OR,97202,,',
      'b-2,Alan,Turing,3 Oak Ave,,Portland,OR,97203,0001,Multnomah',
    );
    await importAsAdmin(file);
    const before = await storedWithPrefix('b-');
    const again = await importAsAdmin(file);
    expect(again).toMatchObject({ ok: true, rows: 3, inserted: 0, updated: 0, unchanged: 3 });
    expect(again).toMatchObject({ removed: 0 });
    expect(await storedWithPrefix('b-')).toEqual(before);
  });

  it('updates people by id and drops a second row the new file no longer has', async () => {
    await importAsAdmin(
      csv(
        'c-1,Ada,King,1 Main St,,Portland,OR,97201,,',
        'c-1,Ada,King,PO Box 9,,Portland,OR,97207,,',
        'c-2,Bob,Ross,5 Elm St,,Portland,OR,97205,,',
        'c-3,Cy,Young,7 Pine St,,Portland,OR,97206,,',
      ),
    );
    const result = await importAsAdmin(
      csv(
        'c-1,Ada,King,1 Main St,,Portland,OR,97201,,',
        'c-2,Bob,Ross,500 Elm St,,Portland,OR,97205,,',
        'c-4,Dee,Dee,9 Ash St,,Portland,OR,97209,,',
      ),
    );
    expect(result).toMatchObject({
      ok: true,
      message: 'Imported 3 rows: 1 new, 1 updated, 1 unchanged, 1 removed',
      inserted: 1,
      updated: 1,
      unchanged: 1,
      removed: 1,
    });
    // c-3 is not in the new file: a file updates the people it names and keeps the others.
    const stored = await expectStored('c-', [
      'c-1/1 Ada 1 Main St 97201',
      'c-2/1 Bob 500 Elm St 97205',
      'c-3/1 Cy 7 Pine St 97206',
      'c-4/1 Dee 9 Ash St 97209',
    ]);
    expect(stored[1]?.normalizedAddress).toBe('500 ELM ST');
    expect(stored[1]?.updatedAt.getTime()).toBeGreaterThan(stored[0]?.updatedAt.getTime() ?? 0);
  });

  const withBadRows = csv(
    'd-1,Ada,Byron,1 Main St,,Portland,OR,97201,,',
    'd-2,Bad,Zip,2 Main St,,Portland,OR,9720,,',
    '',
    'd-3,No,State,3 Main St,,Portland,,97203,,',
    'd-4,"Multi',
    'line",Lee,4 Main St,,Portland,OR,97204,,',
    'd-5,Too,Short,5 Main St',
    'd-6,Bo,Derek,6 Main St,,Portland,Oregon,97206,,',
  );

  it('builds the street index from the file and keeps it current on re-import', async () => {
    const streetsIn97266 = async () =>
      (
        await api.handle.db
          .select()
          .from(voterStreets)
          .where(and(eq(voterStreets.zip, '97266'), like(voterStreets.name, 'ZZ%')))
      )
        .map((row) => `${row.preDirectional} ${row.name} ${row.suffix}`)
        .sort();
    await importAsAdmin(
      csv(
        'st-1,Ann,Kim,10 Southeast Zzyzx Street,,Portland,OR,97266,,Multnomah',
        'st-2,Bo,Kim,12 NE Zzyzx St,,Portland,OR,97266,,Multnomah',
        'st-3,Cy,Kim,4 SE Zzyzx St Apt 2,,Portland,OR,97266,,Multnomah',
      ),
    );
    expect(await streetsIn97266()).toEqual(['NE ZZYZX ST', 'SE ZZYZX ST']);
    await importAsAdmin(csv('st-2,Bo,Kim,12 SE Zzyzx Avenue,,Portland,OR,97266,,Multnomah'));
    expect(await streetsIn97266()).toEqual(['SE ZZYZX AVE', 'SE ZZYZX ST']);
  });

  it('reports every bad row by file line and imports nothing unless told to skip them', async () => {
    const result = await importAsAdmin(withBadRows);
    expect(result).toEqual({
      ok: false,
      message: 'Nothing was imported: 5 rows have problems',
      rows: 6,
      badRows: [
        { line: 3, message: 'Line 3: zip must be 5 digits or ZIP+4 (97214 or 97214-1234)' },
        { line: 5, message: 'Line 5: state is required' },
        // A quoted cell may span lines in CSV, but a name of two lines breaks the text rule.
        {
          line: 6,
          message: 'Line 6: first_name contains a character that is not allowed (U+000A)',
        },
        { line: 8, message: 'Line 8: expected 10 fields, found 4' },
        { line: 9, message: 'Line 9: state must be 2 letters' },
      ],
      badRowCount: 5,
    });
    expect(await storedWithPrefix('d-')).toEqual([]);
  });

  it('imports the good rows and reports the bad ones when told to skip them', async () => {
    const result = await importAsAdmin(withBadRows, true);
    expect(result).toMatchObject({
      ok: true,
      message: 'Imported 1 row: 1 new, 0 updated, 0 unchanged, 0 removed; 5 bad rows skipped',
      rows: 6,
      inserted: 1,
      badRowCount: 5,
    });
    await expectStored('d-', ['d-1/1 Ada 1 Main St 97201']);
  });

  it('lists the first 1,000 bad rows and counts them all', async () => {
    const rows = Array.from(
      { length: 1200 },
      (_, index) => `h-${index},Ada,Lee,1 Main St,,,OR,1,,`,
    );
    const result = await importAsAdmin(csv(...rows));
    expect(result.badRowCount).toBe(1200);
    expect(result.badRows).toHaveLength(1000);
    expect(result.badRows.at(-1)).toEqual({
      line: 1001,
      message: 'Line 1001: city is required; zip must be 5 digits or ZIP+4 (97214 or 97214-1234)',
    });
  });

  it.each([
    [
      'id,first_name,last_name,address_1,address_2,city,state,zip,county',
      'Missing column "zip_plus_four"',
    ],
    [`${KNOWN_CONTRIBUTOR_FILE_HEADER},party`, 'Unknown column "party"'],
  ])('refuses the header %s, naming the column', async (header, problem) => {
    const file = `${header}\ne-1,Ada,Lee,1 Main St,,Portland,OR,97201,,,\n`;
    await expectTRPCError(
      importAsAdmin(file),
      'BAD_REQUEST',
      `${problem}; the header must be ${KNOWN_CONTRIBUTOR_FILE_HEADER}`,
    );
    expect(await storedWithPrefix('e-')).toEqual([]);
  });

  it('refuses an empty file and a file that is not CSV', async () => {
    await expectTRPCError(
      importAsAdmin(''),
      'BAD_REQUEST',
      'The file is empty: it has no header row',
    );
    const broken = csv('f-1,"Ada" Lee,Lee,1 Main St,,Portland,OR,97201,,');
    const error = await importAsAdmin(broken).catch((caught: Error) => caught);
    expect(String(error)).toContain('The file is not valid CSV');
    expect(await storedWithPrefix('f-')).toEqual([]);
  });

  it('is for government admins only', async () => {
    await expectTRPCError(
      campaignAdmin.call((caller) =>
        caller.knownContributors.import({ file: chunksOf(csv()), skipBadRows: false }),
      ),
      'FORBIDDEN',
    );
    await expectTRPCError(
      api
        .browser()
        .call((caller) =>
          caller.knownContributors.import({ file: chunksOf(csv()), skipBadRows: false }),
        ),
      'UNAUTHORIZED',
    );
  });
});

describe('importKnownContributors', () => {
  it('writes a file of several batches and reports progress in rows and bytes', async () => {
    const people = Array.from(
      { length: 12_345 },
      (_, index) => `g-${index},First${index},Last${index},${index} Main St,,Portland,OR,97201,,`,
    );
    const file = csv(...people);
    const progress: KnownContributorsImportProgress[] = [];
    const result = await importKnownContributors(api.handle.db, chunksOf(file, 64 * 1024), {
      skipBadRows: false,
      onProgress: (update) => progress.push(update),
    });
    expect(result).toMatchObject({ ok: true, rows: 12_345, inserted: 12_345 });
    const bytes = Buffer.byteLength(file);
    expect(progress.slice(-2)).toEqual([
      { stage: 'reading', rows: 12_345, bytes },
      { stage: 'merging', rows: 12_345, bytes },
    ]);
    expect(progress.map((update) => update.rows).slice(0, 2)).toEqual([5000, 10_000]);
    expect(await storedWithPrefix('g-')).toHaveLength(12_345);
  });
});
