import { describe, expect, it } from 'vitest';
import { describeAnswers } from '../testing/answers';
import { looksAlike, nameSkeletons, plainlyFoldedName } from './skeleton';

const MARIA = 'Maria Lopez for Mayor 2024';

describeAnswers(
  'looksAlike',
  [
    // The same name again, in another case or spacing.
    [MARIA, MARIA, true],
    [MARIA, 'MARIA LOPEZ FOR MAYOR 2024', true],
    [MARIA, '  Maria   Lopez for Mayor 2024 ', true],
    ['Straße 2028', 'STRASSE 2028', true],
    // Invisible characters.
    [MARIA, 'Maria\u200B Lopez for Mayor 2024', true],
    [MARIA, 'Ma\u00ADria Lopez for Mayor 2024', true],
    [MARIA, 'Maria Lopez\u2060 for Mayor 2024', true],
    // Confusable letters of other scripts, small and capital.
    [MARIA, 'M\u0430ria Lopez for Mayor 2024', true],
    [MARIA, '\u041Caria Lopez for Mayor 2024', true],
    [MARIA, 'Maria L\u03BFpez for Mayor 2024', true],
    ['Ada Ito 2028', '\u0391da \u0399to 2028', true],
    // Width and compatibility forms.
    [MARIA, '\uFF2Daria Lopez for Mayor 2024', true],
    [MARIA, 'Maria Lopez for Mayor \uFF12\uFF10\uFF12\uFF14', true],
    // Sequences that look like one letter, digits like letters, capital I like small l.
    ['Jane Doe for Mayor 2028', 'Jane Doe for Mayor 2O28', true],
    ['Modern Party 2028', 'rnodern Party 2028', true],
    ['Williams 2028', 'WiIliams 2028', true],
    // Accents composed or not are one name.
    ['José 2028', 'Jose\u0301 2028', true],
    // Different names stay different.
    [MARIA, 'Maria Lopez for Mayor 2028', false],
    [MARIA, 'Mario Lopez for Mayor 2024', false],
    ['José 2028', 'Jose 2028', false],
    ['Ana 2028', 'Ann 2028', false],
    ['weekly export', 'daily export', false],
  ],
  (a, b) => looksAlike(nameSkeletons(a), nameSkeletons(b)),
);

describe('nameSkeletons', () => {
  it('gives one caseless key to a name in any case, though capitals may map apart', () => {
    expect(nameSkeletons('Bill').caselessSkeleton).toBe(nameSkeletons('BILL').caselessSkeleton);
    // Capital I is taken for small l before case is folded: 'BILL' reads 'BlLL' there.
    expect(nameSkeletons('Bill').skeleton).not.toBe(nameSkeletons('BILL').skeleton);
  });

  it('keeps no whitespace at the ends and single spaces inside', () => {
    const { skeleton, caselessSkeleton } = nameSkeletons('\u3000 a \u2003 b ');
    expect([skeleton, caselessSkeleton]).toEqual(['a b', 'a b']);
  });
});

describeAnswers(
  'plainlyFoldedName',
  [
    [' Jane  DOE 2028 ', 'jane doe 2028'],
    ['Jose\u0301', 'josé'],
  ],
  plainlyFoldedName,
);
