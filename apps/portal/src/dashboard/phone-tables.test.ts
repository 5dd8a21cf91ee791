import { describe, expect, it } from 'vitest';
import { columnsFirst } from './phone-tables';

const names = (columns: string[], first: string[]) =>
  columnsFirst(columns, first, (column) => column);

describe('[public] dashboard tables on a phone', () => {
  it.each([
    [
      ['Name', 'Office', 'Total', 'Match'],
      ['Name', 'Total', 'Match'],
      ['Name', 'Total', 'Match', 'Office'],
    ],
    [
      ['Name', 'Office', 'Total'],
      ['Name', 'Missing', 'Total'],
      ['Name', 'Total', 'Office'],
    ],
    [['A', 'B', 'C'], [], ['A', 'B', 'C']],
    [['A', 'B', 'C'], ['C'], ['C', 'A', 'B']],
  ])('%j with %j first reads %j', (columns, first, expected) => {
    expect(names(columns, first)).toEqual(expected);
  });
});
