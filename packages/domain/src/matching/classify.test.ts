import { describe, expect, it } from 'vitest';
import { classifyMatch, rankMatchCandidates } from './classify';
import type { MatchPerson } from './match-signals';

const voter: MatchPerson = {
  firstName: 'Robert',
  lastName: 'Johnson',
  address1: '1024 SE MORRISON ST',
  address2: 'APT 4',
  city: 'PORTLAND',
  state: 'OR',
  zip: '97214',
};

describe('classifyMatch', () => {
  it.each<[string, Partial<MatchPerson>, ReturnType<typeof classifyMatch>]>([
    // exact: everything the same once normalised
    ['the same record', {}, 'exact'],
    [
      'spelled out and punctuated',
      { address1: '1024 Southeast Morrison Street Apt. 4', address2: null },
      'exact',
    ],
    ['the unit as #4', { address1: '1024 SE Morrison St #4', address2: '' }, 'exact'],
    ['the unit on line 2 as Unit 4', { address2: 'Unit 4' }, 'exact'],
    ['lower case names', { firstName: 'robert', lastName: 'johnson' }, 'exact'],
    ['zip plus four', { zip: '97214-2201' }, 'exact'],
    // strong: one thing is looser
    ['a nickname', { firstName: 'Bob' }, 'strong'],
    ['a generational suffix on one side', { lastName: 'Johnson Jr.' }, 'strong'],
    ['an initial', { firstName: 'R.' }, 'strong'],
    ['a middle initial', { firstName: 'Robert J' }, 'strong'],
    ['another unit', { address2: 'Unit 40' }, 'strong'],
    ['a unit on one side only', { address2: null }, 'exact'],
    ['a missing directional', { address1: '1024 Morrison Street' }, 'strong'],
    ['a missing suffix', { address1: '1024 SE Morrison' }, 'strong'],
    ['a street typo', { address1: '1024 SE Morison St' }, 'strong'],
    ['a house number typo', { address1: '1042 SE Morrison St' }, 'strong'],
    ['another zip in the same city', { zip: '97215' }, 'strong'],
    ['another city name for the same zip', { city: 'Milwaukie' }, 'exact'],
    // weak: candidates worth a look
    ['a last name typo', { lastName: 'Jonson' }, 'weak'],
    ['a first name typo', { firstName: 'Robret' }, 'weak'],
    ['a nickname and a last name typo', { firstName: 'Bob', lastName: 'Johnsen' }, 'weak'],
    ['another street in the same zip', { address1: '77 NE Alberta St' }, 'weak'],
    ['another directional', { address1: '1024 NE Morrison St' }, 'weak'],
    ['a similar street elsewhere', { address1: '1024 SE Morrisson Ave', zip: '97006' }, 'weak'],
    [
      'a missing directional in another city and zip',
      { address1: '1024 Morrison Street', city: 'Beaverton', zip: '97006' },
      'weak',
    ],
    // no candidate
    ['another first name', { firstName: 'William' }, null],
    ['another last name', { lastName: 'Williams' }, null],
    ['another street and zip', { address1: '77 NE Alberta St', zip: '97211' }, null],
    ['no first name', { firstName: '' }, null],
    ['no address but the same zip', { address1: '', address2: null }, 'weak'],
    ['no address and another zip', { address1: '', address2: null, zip: '97211' }, null],
  ])('%s: %j -> %s', (_, changes, strength) => {
    expect(classifyMatch({ ...voter, ...changes }, voter)).toBe(strength);
    expect(classifyMatch(voter, { ...voter, ...changes })).toBe(strength);
  });

  it.each<[MatchPerson, MatchPerson, ReturnType<typeof classifyMatch>]>([
    [
      { ...voter, address1: '123 main street', address2: null },
      { ...voter, address1: '123 NW MAIN ST', address2: null },
      'strong',
    ],
    [
      { ...voter, firstName: 'Bob', address1: '800 First Ave', address2: null },
      { ...voter, firstName: 'ROBERT', address1: '800 1st Avenue', address2: null },
      'strong',
    ],
    [
      { ...voter, address1: '10 Main St Unit 102', address2: null },
      { ...voter, address1: '10 MAIN ST UNIT 10', address2: null },
      'strong',
    ],
    [{ ...voter, lastName: 'Johnson Jr' }, { ...voter, lastName: 'JOHNSON, JR.' }, 'exact'],
    [{ ...voter, lastName: 'Johnson Jr' }, { ...voter, lastName: 'Johnson Sr' }, 'strong'],
    [
      { ...voter, address1: '10 Main St #4', address2: null },
      { ...voter, address1: '10 MAIN ST', address2: 'Apt 4' },
      'exact',
    ],
  ])('%j against %j -> %s', (contribution, candidate, strength) => {
    expect(classifyMatch(contribution, candidate)).toBe(strength);
  });
});

describe('rankMatchCandidates', () => {
  const candidates = [
    { ...voter, id: 'weak', lastName: 'Jonson' },
    { ...voter, id: 'none', lastName: 'Williams' },
    { ...voter, id: 'strong-far', firstName: 'Bob', address2: 'Unit 40' },
    { ...voter, id: 'exact' },
    { ...voter, id: 'strong-near', address2: 'Unit 40' },
  ];

  it('lists candidates by strength, then by closeness, without non-matches', () => {
    expect(
      rankMatchCandidates(voter, candidates).map(({ candidate, matchStrength }) => [
        candidate.id,
        matchStrength,
      ]),
    ).toEqual([
      ['exact', 'exact'],
      ['strong-near', 'strong'],
      ['strong-far', 'strong'],
      ['weak', 'weak'],
    ]);
  });

  it('gives an empty list when nothing matches', () => {
    expect(rankMatchCandidates(voter, [{ ...voter, lastName: 'Williams' }])).toEqual([]);
  });
});
