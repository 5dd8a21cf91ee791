import { contributions, governments } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRows, insertRowsReturning } from '../../src/records/data/rows-insert';
import { contributionRow, createCampaign, createGovernment } from '../support/factories';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

/** Characters JSON must escape, or that look like JSON's own syntax, each in a name of its own. */
const awkwardPieces = [
  '"',
  '\\',
  '/',
  '\n',
  '\r',
  '\t',
  '\u2028',
  '\u2029',
  '\u0001',
  'é ñ',
  '🗳️',
  '{"a": [1]}',
];
/** Text an array literal reads as its own syntax when not quoted: null, braces, commas, spaces. */
const arraySyntax = ['NULL', 'null', '{}', '{1,2}', 'a, b', ' spaced ', '\\"'];
const awkwardNames = [
  'Plain',
  ...awkwardPieces.map((piece) => `Before ${piece} after`),
  ...arraySyntax,
];

/** The ids of rows, to read them back. */
const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

describe('insertRows', () => {
  it('stores each value as given and answers rows equal to reading them back, in order', async () => {
    const moment = new Date('2024-03-01T12:34:56.789Z');
    const answered = await insertRowsReturning(
      database.db,
      governments,
      awkwardNames.map((name, index) => ({ name, createdAt: new Date(moment.getTime() + index) })),
    );
    expect(answered.map((row) => row.name)).toEqual(awkwardNames);
    expect(answered.map((row) => row.createdAt.toISOString())).toEqual(
      awkwardNames.map((_, index) => new Date(moment.getTime() + index).toISOString()),
    );
    const stored = await database.db
      .select()
      .from(governments)
      .where(inArray(governments.id, idsOf(answered)))
      .orderBy(governments.id);
    expect(answered).toEqual(stored);
    expect(Object.keys(answered[0] ?? {})).toEqual(Object.keys(stored[0] ?? {}));
  });

  it('gives a column no row names its default, and answers the ids in order', async () => {
    const before = Date.now();
    const ids = await insertRows(database.db, governments, [{ name: 'A' }, { name: 'B' }]);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBeGreaterThan(ids[0] ?? Number.POSITIVE_INFINITY);
    const stored = await database.db.select().from(governments).where(inArray(governments.id, ids));
    expect(stored.map((row) => row.name).sort()).toEqual(['A', 'B']);
    for (const row of stored) expect(row.createdAt.getTime()).toBeGreaterThan(before - 60_000);
  });

  it('keeps a null apart from the text NULL and the empty text, with json, booleans and doubles', async () => {
    const { db } = database;
    const governmentId = (await createGovernment(db)).id;
    const campaignId = (await createCampaign(db, governmentId)).id;
    const base = { ...contributionRow(governmentId, campaignId), date: '2024-02-29' };
    const given = [
      { ...base, notes: null, compliant: null, latitude: null, longitude: null },
      { ...base, notes: 'NULL', compliant: true, latitude: 45.5231, longitude: -122.6765 },
      { ...base, notes: '', compliant: false, latitude: 0.1 + 0.2, longitude: -0 },
      {
        ...base,
        notes: '{"a":[1]} \\ "',
        matchResults: { candidates: [], note: 'NULL "quoted" \\ é' },
      },
    ];
    const answered = await insertRowsReturning(db, contributions, given as never);
    const stored = await db
      .select()
      .from(contributions)
      .where(inArray(contributions.id, idsOf(answered)))
      .orderBy(contributions.id);
    expect(stored.map((row) => row.notes)).toEqual([null, 'NULL', '', '{"a":[1]} \\ "']);
    expect(stored.map((row) => row.compliant)).toEqual([null, true, false, null]);
    expect(stored.map((row) => row.latitude)).toEqual([null, 45.5231, 0.1 + 0.2, null]);
    expect(stored[3]?.matchResults).toEqual({ candidates: [], note: 'NULL "quoted" \\ é' });
    expect(stored.map((row) => row.date)).toEqual(given.map(() => '2024-02-29'));
    expect(answered).toEqual(stored);
  });
});
