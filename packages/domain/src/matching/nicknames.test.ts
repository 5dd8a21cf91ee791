import { describe, expect, it } from 'vitest';
import { describeAnswers } from '../testing/answers';
import { areNameVariants, firstNameVariants } from './nicknames';

describe('firstNameVariants', () => {
  it('links a name both ways', () => {
    expect(firstNameVariants('Bob')).toContain('ROBERT');
    expect(firstNameVariants('Bob')).toContain('BOB');
    expect(firstNameVariants('robert')).toContain('BOB');
  });

  it('keeps an unknown name as its own only variant', () => {
    expect(firstNameVariants('Zebulonius')).toEqual(new Set(['ZEBULONIUS']));
  });

  it('gives nothing for an empty name', () => {
    expect(firstNameVariants('  ').size).toBe(0);
  });
});

describeAnswers(
  'areNameVariants',
  [
    ['Bob', 'Robert', true],
    ['Robert', 'Bob', true],
    ['ROBERT', 'bobby', true],
    ['Liz', 'Elizabeth', true],
    ['Bill', 'William', true],
    ['Peggy', 'Margaret', true],
    ['K.C.', 'Casey', true],
    ['Robert', 'Robert', true],
    // Two nicknames of the same name are not linked to each other
    ['Robby', 'Bill', false],
    ['Robert', 'William', false],
    ['', 'Robert', false],
    ['Robert', '', false],
  ],
  (a, b) => areNameVariants(a, b),
);
