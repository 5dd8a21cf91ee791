import type { DatabaseHandle } from '@portal/db';
import { donorIdentities, governments } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMatchCandidates, type MatchQuery } from '../../src/matching/candidates';
import { knownPerson, matchDonor } from './match-fixtures';

/**
 * Donor identities (donors a government admin judged, outside the voter file) are searched by the
 * same two paths as the voter file: the house number with a similar address, and the last name
 * with the same first initial. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
let handle: DatabaseHandle;
let otherGovernmentId: number;

const identity = (governmentId: number, first: string, last: string, address1: string) => ({
  governmentId,
  ...knownPerson(first, last, address1),
});

/** The identities' ids, in the order inserted, by a name for each. */
const ids: Record<string, string> = {};

beforeAll(async () => {
  handle = await createTestDatabase();
  const [first, other] = await handle.db
    .insert(governments)
    .values([{ name: 'City' }, { name: 'County' }])
    .returning({ id: governments.id });
  if (!first || !other) throw new Error('no governments');
  otherGovernmentId = other.id;
  const named: [string, ReturnType<typeof identity>][] = [
    ['same donor', identity(first.id, 'Robert', 'Johnson', '1024 SE Morrison St')],
    ['moved', identity(first.id, 'Robert', 'Johnson', '77 NE Alberta St')],
    ['last-name typo', identity(first.id, 'Robert', 'Jonhson', '1024 SE Morrison St')],
    ['other government', identity(other.id, 'Robert', 'Johnson', '1024 SE Morrison St')],
    ['stranger', identity(first.id, 'Mary', 'Hall', '500 SW Oak St')],
  ];
  const rows = await handle.db
    .insert(donorIdentities)
    .values(named.map(([, row]) => row))
    .returning({ id: donorIdentities.id });
  named.forEach(([name], index) => {
    ids[name] = `donor:${rows[index]?.id}`;
  });
});

afterAll(() => handle?.close());

const donor = matchDonor;

/** Every candidate id of one donor, whatever its strength, sorted. */
const candidateIds = async (query: MatchQuery) => {
  const results = (await findMatchCandidates(handle.db, [query])).get(query.key);
  return [...(results?.exact ?? []), ...(results?.strong ?? []), ...(results?.weak ?? [])]
    .map((candidate) => candidate.id)
    .sort();
};

describe('donor identities as match candidates', () => {
  it('are found by address, by name, or both, each once, in the donor’s government only', async () => {
    const found = await candidateIds(donor(1));
    expect(found).toContain(ids['same donor']);
    // By the name alone (another address) and by the address alone (another last name).
    expect(found).toContain(ids.moved);
    expect(found).toContain(ids['last-name typo']);
    expect(found).not.toContain(ids['other government']);
    expect(found).not.toContain(ids.stranger);
    expect(new Set(found).size).toBe(found.length);
    const results = (await findMatchCandidates(handle.db, [donor(1)])).get(1);
    expect(results?.exact.map((candidate) => candidate.id)).toEqual([ids['same donor']]);
  });

  it('are those of the donor’s own government', async () => {
    const found = await candidateIds(donor(2, { governmentId: otherGovernmentId }));
    expect(found).toEqual([ids['other government']]);
  });

  it('are at most twelve per donor, the first recorded', async () => {
    const twins = Array.from({ length: 14 }, () =>
      identity(otherGovernmentId, 'Ann', 'Twin', '9 SE Ash St'),
    );
    const rows = await handle.db
      .insert(donorIdentities)
      .values(twins)
      .returning({ id: donorIdentities.id });
    const found = await candidateIds(
      donor(3, {
        governmentId: otherGovernmentId,
        firstName: 'Ann',
        lastName: 'Twin',
        address1: '9 SE Ash St',
      }),
    );
    expect(found).toEqual(
      rows
        .slice(0, 12)
        .map((row) => `donor:${row.id}`)
        .sort(),
    );
  });

  it('for donors searched together are what each donor searched alone finds', async () => {
    const file = [
      donor(10),
      donor(11, { address1: '77 NE Alberta St' }),
      donor(12, { lastName: 'Jonhson' }),
      donor(13, { firstName: 'Mary', lastName: 'Hall', address1: '500 SW Oak St' }),
      donor(14, { governmentId: otherGovernmentId }),
    ];
    const together = await findMatchCandidates(handle.db, file);
    for (const query of file)
      expect(together.get(query.key)).toEqual(
        (await findMatchCandidates(handle.db, [query])).get(query.key),
      );
  });
});
