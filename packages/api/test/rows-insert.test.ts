import { governments } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRows, insertRowsReturning } from '../src/data/rows-insert';

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
      .where(
        inArray(
          governments.id,
          answered.map((row) => row.id),
        ),
      )
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
});
