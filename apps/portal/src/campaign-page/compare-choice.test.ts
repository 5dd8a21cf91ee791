import { describe, expect, it } from 'vitest';
import { comparedCampaignIds, compareParameter } from './compare-choice';

describe('comparedCampaignIds', () => {
  it.each([
    [null, [7]],
    ['', [7]],
    ['3', [7, 3]],
    ['3,-12', [7, 3, -12]],
    ['3,3,7', [7, 3]],
    ['3,4,5', [7, 3, 4, 5]],
    ['3,4,5,6', [7, 3, 4, 5]],
    ['x,2.5,,9', [7, 9]],
  ])('compare=%s shows %j', (parameter, ids) => {
    expect(comparedCampaignIds(7, parameter)).toEqual(ids);
  });
});

describe('compareParameter', () => {
  it.each([
    [[], null],
    [[3], '3'],
    [[3, -12, 4, 5], '3,-12,4'],
  ])('%j is written %s', (others, parameter) => {
    expect(compareParameter(others)).toBe(parameter);
  });
});
