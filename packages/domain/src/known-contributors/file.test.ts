import { describe, expect, it } from 'vitest';
import {
  checkKnownContributorHeader,
  KNOWN_CONTRIBUTOR_FILE_COLUMNS,
  type KnownContributorFileLayout,
  knownContributorLineProblem,
  readKnownContributorRow,
} from './file';

const HEADER = [...KNOWN_CONTRIBUTOR_FILE_COLUMNS];
const inFileOrder = Object.fromEntries(
  HEADER.map((column, position) => [column, position]),
) as KnownContributorFileLayout;

const ROW = {
  id: '100200300',
  first_name: 'José',
  last_name: "O'Brien",
  address_1: '1024 Southeast Morrison Street',
  address_2: 'Apt. 4',
  city: 'Portland',
  state: 'or',
  zip: '97214',
  zip_plus_four: '',
  county: 'Multnomah',
};
const cellsOf = (changes: Partial<typeof ROW> = {}) =>
  HEADER.map((column) => ({ ...ROW, ...changes })[column]);

describe('checkKnownContributorHeader', () => {
  it('accepts the header in any order and case', () => {
    const reordered = ['County', ...HEADER.slice(0, -1).map((column) => ` ${column} `)];
    const check = checkKnownContributorHeader(reordered);
    expect(check.ok && check.layout.county).toBe(0);
    expect(check.ok && check.layout.id).toBe(1);
  });

  it.each([
    [[...HEADER, 'party'], 'Unknown column "party"'],
    [HEADER.filter((column) => column !== 'zip'), 'Missing column "zip"'],
    [[...HEADER, 'city'], 'Column "city" appears twice'],
    [['voter_id', ...HEADER.slice(1)], 'Unknown column "voter_id"'],
    [[], 'Missing column "id"'],
  ])('%j is refused: %s', (cells, problem) => {
    const check = checkKnownContributorHeader(cells);
    expect(check.ok ? null : check.message).toBe(
      `${problem}; the header must be id,first_name,last_name,address_1,address_2,city,state,zip,zip_plus_four,county`,
    );
  });
});

describe('readKnownContributorRow', () => {
  it('keeps the row as written and adds the normalised forms the matcher compares', () => {
    expect(readKnownContributorRow(cellsOf(), inFileOrder)).toEqual({
      ok: true,
      contributor: {
        id: '100200300',
        firstName: 'José',
        lastName: "O'Brien",
        address1: '1024 Southeast Morrison Street',
        address2: 'Apt. 4',
        city: 'Portland',
        state: 'OR',
        zip: '97214',
        zipPlusFour: null,
        county: 'Multnomah',
        normalizedFirstName: 'JOSE',
        normalizedLastName: 'OBRIEN',
        normalizedAddress: '1024 SE MORRISON ST 4',
      },
    });
  });

  it.each([
    [{ zip: '97214' }, '97214', null],
    [{ zip: '97214-1234' }, '97214', '1234'],
    [{ zip: '972141234' }, '97214', '1234'],
    [{ zip: '97214-1234', zip_plus_four: '5678' }, '97214', '5678'],
    [{ zip: ' 97214 ', zip_plus_four: ' 0042 ' }, '97214', '0042'],
  ])('zip %j is stored as %s + %s', (changes, zip, zipPlusFour) => {
    const check = readKnownContributorRow(cellsOf(changes), inFileOrder);
    expect(check.ok && [check.contributor.zip, check.contributor.zipPlusFour]).toEqual([
      zip,
      zipPlusFour,
    ]);
  });

  it.each([
    [{ id: ' ' }, ['id is required']],
    [{ first_name: '' }, ['first_name is required']],
    [{ last_name: '' }, ['last_name is required']],
    [{ address_1: '' }, ['address_1 is required']],
    [{ city: '' }, ['city is required']],
    [{ state: '' }, ['state is required']],
    [{ zip: '' }, ['zip is required']],
    [{ state: 'Ore' }, ['state must be 2 letters']],
    [{ state: 'O' }, ['state must be 2 letters']],
    [{ zip: '9721' }, ['zip must be 5 digits or ZIP+4 (97214 or 97214-1234)']],
    [{ zip: '972145' }, ['zip must be 5 digits or ZIP+4 (97214 or 97214-1234)']],
    [{ zip: '97214-123' }, ['zip must be 5 digits or ZIP+4 (97214 or 97214-1234)']],
    [{ zip_plus_four: '123' }, ['zip_plus_four must be 4 digits']],
    [{ zip_plus_four: '12345' }, ['zip_plus_four must be 4 digits']],
    [{ first_name: '', state: 'Oregon' }, ['first_name is required', 'state must be 2 letters']],
  ])('%j is refused with %j', (changes, problems) => {
    expect(readKnownContributorRow(cellsOf(changes), inFileOrder)).toEqual({ ok: false, problems });
  });

  it.each([
    [9, 'expected 10 fields, found 9'],
    [11, 'expected 10 fields, found 11'],
  ])('a row of %i fields is refused', (count, problem) => {
    const cells = Array.from({ length: count }, (_, index) => cellsOf()[index] ?? 'extra');
    expect(readKnownContributorRow(cells, inFileOrder)).toEqual({ ok: false, problems: [problem] });
  });

  it('leaves empty optional columns null', () => {
    const check = readKnownContributorRow(
      cellsOf({ address_2: ' ', zip_plus_four: '', county: '' }),
      inFileOrder,
    );
    expect(check.ok && check.contributor).toMatchObject({
      address2: null,
      zipPlusFour: null,
      county: null,
      normalizedAddress: '1024 SE MORRISON ST',
    });
  });
});

describe('knownContributorLineProblem', () => {
  it('names the line and every problem of the row', () => {
    expect(knownContributorLineProblem(12, ['zip is required', 'state must be 2 letters'])).toBe(
      'Line 12: zip is required; state must be 2 letters',
    );
  });
});
