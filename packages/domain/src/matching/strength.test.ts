import { describe, expect, it } from 'vitest';
import { describeAnswers } from '../testing/answers';
import { bestMatchStrength, displayedMatchStrength, orderMatchCandidates } from './strength';

describeAnswers(
  'bestMatchStrength',
  [
    [{ exact: [1], strong: [2], weak: [3] }, 'exact'],
    [{ exact: [], strong: [2], weak: [3] }, 'strong'],
    [{ weak: [3] }, 'weak'],
    [{}, 'none'],
  ],
  (results) => bestMatchStrength(results),
);

describeAnswers(
  'displayedMatchStrength',
  [
    ['exact', true, 'exact'],
    ['exact', false, 'none'],
    ['strong', false, 'strong'],
    ['weak', true, 'weak'],
  ],
  (strength, inPortland) => displayedMatchStrength(strength, inPortland),
);

describe('orderMatchCandidates', () => {
  const weak = { id: 'w', matchStrength: 'weak' as const };
  const strong = { id: 's', matchStrength: 'strong' as const };
  const exact = { id: 'e', matchStrength: 'exact' as const };

  it.each([
    [[weak, strong], null, ['s', 'w', 'none']],
    [[weak, strong], 'w', ['w', 's', 'none']],
    [[weak, exact, strong], null, ['e', 's', 'w']],
    [[weak, exact, strong], 's', ['s', 'e', 'w']],
    [[], null, ['none']],
  ])('%j with %s selected lists %j', (candidates, selected, ids) => {
    expect(orderMatchCandidates(candidates, selected).map((candidate) => candidate.id)).toEqual(
      ids,
    );
  });
});
