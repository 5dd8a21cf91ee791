import { describe, expect, it } from 'vitest';
import { describeAnswers } from '../testing/answers';
import { parseStreetAddress, streetLine } from './address';
import { classifyMatch } from './classify';
import type { MatchPerson } from './match-signals';
import { completeStreetAddress, type IndexedStreet, isSmallStreetNameTypo } from './street-index';

const street = (
  preDirectional: string | null,
  name: string,
  suffix: string | null,
  postDirectional: string | null = null,
): IndexedStreet => ({ preDirectional, name, suffix, postDirectional });

/** A ZIP code with one SE Morrison St, Main St on both sides of the river, one NW Everett St. */
const ZIP_STREETS = [
  street('SE', 'MORRISON', 'ST'),
  street('SE', 'MAIN', 'ST'),
  street('NE', 'MAIN', 'ST'),
  street('NW', 'EVERETT', 'ST'),
  street(null, 'BROADWAY', null),
  street('N', 'WILLAMETTE', 'BLVD'),
  street(null, 'WILLAMETTE', 'CT'),
];

const completed = (address1: string, streets = ZIP_STREETS) =>
  streetLine(completeStreetAddress(parseStreetAddress(address1), streets));

describeAnswers(
  'completeStreetAddress',
  [
    // one street fits
    ['1024 SE Morrison', '1024 SE MORRISON ST'],
    ['1024 Morrison Street', '1024 SE MORRISON ST'],
    ['1024 Morrison', '1024 SE MORRISON ST'],
    ['500 Everett St', '500 NW EVERETT ST'],
    ['500 Willamette Blvd', '500 N WILLAMETTE BLVD'],
    ['12 N Willamette', '12 N WILLAMETTE BLVD'],
    // typo plus omission: the parts come from the one street, the typo stays
    ['1024 Morison St', '1024 SE MORISON ST'],
    ['1024 Morrsion', '1024 SE MORRSION ST'],
    // two streets fit: nothing is filled in
    ['123 Main St', '123 MAIN ST'],
    ['123 Main', '123 MAIN'],
    ['500 Willamette', '500 WILLAMETTE'],
    // nothing fits, or what was written contradicts every street
    ['77 Alberta St', '77 ALBERTA ST'],
    ['1024 NE Morrison St', '1024 NE MORRISON ST'],
    ['1024 SE Morrison Ave', '1024 SE MORRISON AVE'],
    // a four-letter name is never read through a typo
    ['9 Maim', '9 MAIM'],
  ],
  (written) => completed(written),
);

describe('completeStreetAddress with other streets', () => {
  it('fills nothing in without a street index', () => {
    expect(completed('1024 Morrison', [])).toBe('1024 MORRISON');
  });

  it('does not read a typo when the name fits a street exactly', () => {
    const streets = [street('SE', 'MORRISON', 'ST'), street('NE', 'MORRISEN', 'ST')];
    expect(completed('1024 Morrison', streets)).toBe('1024 SE MORRISON ST');
  });

  it('leaves a typo alone when two streets are one typo away', () => {
    const streets = [street('SE', 'MORRISON', 'ST'), street('NE', 'MORRISEN', 'ST')];
    expect(completed('1024 Morrisan', streets)).toBe('1024 MORRISAN');
  });
});

describeAnswers(
  'isSmallStreetNameTypo',
  [
    ['MORISON', 'MORRISON', true],
    ['MORRSION', 'MORRISON', true],
    ['MORRISONN', 'MORRISON', true],
    ['MORRISON', 'MORRISON', false],
    ['MORSON', 'MORRISON', false],
    ['ALDER', 'ALDRE', true],
    ['ALDR', 'ALDER', true],
    ['ALDER', 'ALDR', false],
    ['MAIM', 'MAIN', false],
  ],
  (written, indexed) => isSmallStreetNameTypo(written, indexed),
);

describe('classifyMatch with the street index', () => {
  const voter = (address1: string, address2: string | null = null): MatchPerson => ({
    firstName: 'Robert',
    lastName: 'Johnson',
    address1,
    address2,
    city: 'PORTLAND',
    state: 'OR',
    zip: '97214',
  });

  it.each([
    ['one street fits: suffix only left out', '1024 SE Morrison', '1024 SE MORRISON ST', 'exact'],
    ['one street fits: directional only', '500 Everett Street', '500 NW EVERETT ST', 'exact'],
    ['one street fits: both left out', '1024 Morrison', '1024 SE MORRISON ST', 'exact'],
    ['two streets fit', '123 Main Street', '123 NE MAIN ST', 'strong'],
    ['typo plus omission', '1024 Morison', '1024 SE MORRISON ST', 'strong'],
    ['typo alone', '1024 SE Morrsion St', '1024 SE MORRISON ST', 'strong'],
    ['omission, same unit', '1024 Morrison #4', '1024 SE MORRISON ST APT 4', 'exact'],
    ['omission, unit on one side', '1024 Morrison', '1024 SE MORRISON ST APT 4', 'exact'],
    ['omission, differing unit', '1024 Morrison Unit 102', '1024 SE MORRISON ST UNIT 10', 'strong'],
  ] as const)('%s: %s against %s is %s', (_, written, onFile, expected) => {
    expect(classifyMatch(voter(written), voter(onFile), ZIP_STREETS)).toBe(expected);
  });

  it('a last-name typo stays weak even when the street is unambiguous', () => {
    expect(
      classifyMatch(
        { ...voter('1024 Morrison'), lastName: 'Jonson' },
        voter('1024 SE MORRISON ST'),
        ZIP_STREETS,
      ),
    ).toBe('weak');
  });
});
