import { describe, expect, it } from 'vitest';
import { type GeocodingRound, restAfterRound } from './worker';

const round = (claimed: number, databaseMs: number): GeocodingRound => ({
  claimed,
  placed: claimed,
  unplaceable: 0,
  retrying: 0,
  databaseMs,
});

describe('restAfterRound: the worker gives way to requests while a backlog lasts', () => {
  it.each([
    { case: 'nothing due: waits its idle time', round: round(0, 2), idleMs: 1000, rest: 1000 },
    {
      case: 'a round of work: rests as long as it wrote',
      round: round(500, 180),
      idleMs: 1000,
      rest: 180,
    },
    {
      case: 'a slow round: never longer than the idle wait',
      round: round(500, 4000),
      idleMs: 1000,
      rest: 1000,
    },
    {
      case: 'a round that cost nothing: goes on at once',
      round: round(3, 0),
      idleMs: 1000,
      rest: 0,
    },
  ])('$case', ({ round: given, idleMs, rest }) => {
    expect(restAfterRound(given, idleMs)).toBe(rest);
  });
});
