import { describe, expect, it } from 'vitest';
import { isPortlandAddress, normalisePersonName, normaliseZip } from './text';

describe('normalisePersonName', () => {
  it.each([
    ['Robert', 'ROBERT'],
    ['  mary   ann ', 'MARY ANN'],
    ["O'Brien", 'OBRIEN'],
    ['O’Brien', 'OBRIEN'],
    ['Smith-Jones', 'SMITHJONES'],
    ['José', 'JOSE'],
    ['Zoë', 'ZOE'],
    ['J.R.', 'JR'],
    ['Smith, Jr', 'SMITH JR'],
    ['', ''],
  ])('%j -> %j', (name, normalised) => {
    expect(normalisePersonName(name)).toBe(normalised);
  });
});

describe('normaliseZip', () => {
  it.each([
    ['97214', '97214'],
    ['97214-1234', '97214'],
    [' 97214 ', '97214'],
    ['972141234', '97214'],
    ['9721', '9721'],
    ['', ''],
    [null, ''],
  ])('%j -> %j', (zip, normalised) => {
    expect(normaliseZip(zip)).toBe(normalised);
  });
});

describe('isPortlandAddress', () => {
  it.each([
    ['Portland', 'OR', true],
    ['PORTLAND', 'or', true],
    [' portland ', 'OR', true],
    ['Portland', 'ME', false],
    ['Beaverton', 'OR', false],
    ['', 'OR', false],
    [null, null, false],
  ])('%j, %j -> %s', (city, state, inPortland) => {
    expect(isPortlandAddress({ city, state })).toBe(inPortland);
  });
});
