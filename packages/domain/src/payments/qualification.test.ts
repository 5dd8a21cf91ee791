import { describe, expect, it } from 'vitest';
import { qualification } from './qualification';

const tally = (donors: number, thresholdDonorFirstGaveOn: string | null = null) => ({
  donors,
  cents: donors * 1_000,
  thresholdDonorFirstGaveOn,
});

describe('qualification', () => {
  it.each([
    [249, false, null],
    [250, true, '2024-04-02'],
    [251, true, '2024-04-02'],
  ])(
    'with %i Portland donors against a threshold of 250: qualified %s, on %s',
    (donors, qualified, on) => {
      const answer = qualification({
        office: 'Auditor',
        threshold: 250,
        tally: tally(donors, donors >= 250 ? '2024-04-02' : null),
      });
      expect(answer).toMatchObject({
        qualified,
        qualifiedOn: on,
        count: donors,
        qualifyingCents: donors * 1_000,
      });
    },
  );

  it('reads the threshold from the election’s settings, not from the office alone', () => {
    expect(
      qualification({ office: 'Mayor', threshold: 75, tally: tally(75, '2024-01-09') }),
    ).toMatchObject({
      threshold: 75,
      qualified: true,
      remaining: 0,
      percent: 100,
    });
    expect(qualification({ office: 'Mayor', threshold: 750, tally: tally(749) })).toMatchObject({
      qualified: false,
      remaining: 1,
      percent: 99,
      qualifiedOn: null,
    });
  });
});
