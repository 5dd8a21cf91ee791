import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance';

describe('editDistance', () => {
  it.each([
    ['SMITH', 'SMITH', 0],
    ['SMITH', 'SMYTH', 1],
    ['SMITH', 'SMIHT', 1],
    ['SMITH', 'SMITHE', 1],
    ['SMITH', 'SMIT', 1],
    ['123', '132', 1],
    ['SMITH', 'SCHMIDT', 4],
    ['', 'ABC', 3],
    ['ABC', '', 3],
    ['CA', 'ABC', 3],
  ])('%j to %j is %d', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });

  it.each([
    ['SMITH', 'SMYTH', 1, 1],
    ['SMITH', 'SCHMIDT', 1, 2],
    ['SMITH', 'SCHMIDT', 2, 3],
    ['SMITH', 'SCHMIDT', 3, 4],
    ['SMITH', 'SCHMIDT', 4, 4],
    ['A', 'ABCDEF', 2, 3],
  ])('%j to %j with limit %d reads %d', (a, b, limit, distance) => {
    expect(editDistance(a, b, limit)).toBe(distance);
  });
});
