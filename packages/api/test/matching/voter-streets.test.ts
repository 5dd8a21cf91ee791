import type { DatabaseHandle } from '@portal/db';
import { knownContributors, voterStreets } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMatchCandidates, type MatchQuery } from '../../src/matching/candidates';
import { findStreetsFor, refreshVoterStreets } from '../../src/matching/streets';
import { knownPerson, matchDonor } from './match-fixtures';

/** Runs on PGlite, and on PostgreSQL when DATABASE_URL is set (as `.ci/run` does). */
let handle: DatabaseHandle;

const voter = (id: string, first: string, last: string, address1: string, zip = '97214') => ({
  id,
  ...knownPerson(first, last, address1, zip),
});

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db
    .insert(knownContributors)
    .values([
      voter('V1', 'ROBERT', 'JOHNSON', '1024 SE MORRISON ST'),
      voter('V2', 'ANNA', 'LEE', '123 NW MAIN ST'),
      voter('V3', 'MARY', 'HALL', '300 SE MAIN ST', '97215'),
      voter('V4', 'OTTO', 'NEAL', '310 NE MAIN ST', '97215'),
      voter('V5', 'JUNE', 'PARK', '15 SE MORRISON ST APT 2'),
    ]);
  await refreshVoterStreets(handle.db);
});

afterAll(() => handle?.close());

const donor = matchDonor;

const strengthOf = async (query: MatchQuery, voterId: string) => {
  const results = (await findMatchCandidates(handle.db, [query])).get(query.key);
  for (const strength of ['exact', 'strong', 'weak'] as const)
    if (results?.[strength].some((candidate) => candidate.id === voterId)) return strength;
  return null;
};

describe('voter street index', () => {
  it('holds each distinct street once per ZIP code', async () => {
    const rows = await handle.db.select().from(voterStreets).orderBy(voterStreets.zip);
    expect(
      rows.map((row) => [row.zip, row.preDirectional, row.name, row.suffix].join(' ')),
    ).toEqual(
      expect.arrayContaining([
        '97214 SE MORRISON ST',
        '97214 NW MAIN ST',
        '97215 SE MAIN ST',
        '97215 NE MAIN ST',
      ]),
    );
    expect(rows).toHaveLength(4);
  });

  it('finds the streets that could fit a name, typos included, in one query', async () => {
    const streets = await findStreetsFor(handle.db, [
      { key: 1, zip: '97214', city: 'Portland', streetName: 'MORISON' },
      { key: 2, zip: '97215', city: 'Portland', streetName: 'MAIN' },
      { key: 3, zip: '', city: 'portland', streetName: 'MORRISON' },
    ]);
    expect(streets.get(1)).toEqual([
      { preDirectional: 'SE', name: 'MORRISON', suffix: 'ST', postDirectional: null },
    ]);
    expect(streets.get(2)).toHaveLength(2);
    expect(streets.get(3)).toHaveLength(1);
  });

  it('asks each street once: donors giving the same street each get its streets', async () => {
    const asked = [
      { key: 1, zip: '97215', city: 'Portland', streetName: 'MAIN' },
      { key: 2, zip: '97215', city: 'portland ', streetName: 'MAIN' },
      { key: 3, zip: '97214', city: 'Portland', streetName: 'MAIN' },
      { key: 4, zip: '97215', city: 'Portland', streetName: 'MAIN' },
    ];
    const together = await findStreetsFor(handle.db, asked);
    for (const query of asked)
      expect(together.get(query.key)).toEqual(
        (await findStreetsFor(handle.db, [query])).get(query.key),
      );
    expect(together.get(1)).toHaveLength(2);
    expect(together.get(3)).toHaveLength(1);
  });

  it.each([
    ['suffix left out', { address1: '1024 SE Morrison' }, 'V1', 'exact'],
    ['directional and suffix left out', { address1: '1024 Morrison' }, 'V1', 'exact'],
    [
      'directional left out',
      { address1: '123 Main Street', firstName: 'Anna', lastName: 'Lee' },
      'V2',
      'exact',
    ],
    ['a typo plus an omission', { address1: '1024 Morison' }, 'V1', 'strong'],
    ['a typo alone', { address1: '1024 SE Morrsion St' }, 'V1', 'strong'],
    [
      'two streets fit',
      { address1: '300 Main St', firstName: 'Mary', lastName: 'Hall', zip: '97215' },
      'V3',
      'strong',
    ],
    ['no ZIP code: the city decides', { address1: '1024 Morrison', zip: '' }, 'V1', 'strong'],
    ['a last-name typo', { address1: '1024 Morrison', lastName: 'Jonson' }, 'V1', 'weak'],
  ] as const)('%s: %j is %s', async (_, changes, voterId, expected) => {
    expect(await strengthOf(donor(1, changes), voterId)).toBe(expected);
  });

  it('donors of one file at one address each get what a search of that donor alone finds', async () => {
    // The address is searched once for all of them; each donor's own name still decides.
    const household = [
      donor(10, { firstName: 'Robert', lastName: 'Johnson' }),
      donor(11, { firstName: 'Rob', lastName: 'Johnson' }),
      donor(12, { firstName: 'Someone', lastName: 'Else' }),
      donor(13, { firstName: 'Robert', lastName: 'Johnson', zip: '' }),
      donor(14, { firstName: 'Anna', lastName: 'Lee', address1: '123 Main' }),
    ];
    const together = await findMatchCandidates(handle.db, household);
    for (const query of household)
      expect(together.get(query.key)).toEqual(
        (await findMatchCandidates(handle.db, [query])).get(query.key),
      );
    expect(together.get(10)?.exact.map((candidate) => candidate.id)).toEqual(['V1']);
  });

  it('a re-import keeps it current: a street gone from the file no longer makes omission ambiguous', async () => {
    const query = donor(2, {
      address1: '300 Main',
      firstName: 'Mary',
      lastName: 'Hall',
      zip: '97215',
    });
    expect(await strengthOf(query, 'V3')).toBe('strong');
    await handle.db.delete(knownContributors).where(eq(knownContributors.id, 'V4'));
    await refreshVoterStreets(handle.db);
    expect(await strengthOf(query, 'V3')).toBe('exact');
  });
});
