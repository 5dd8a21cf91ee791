import { describe, expect, it } from 'vitest';
import { mapRowsByCandidate } from './MapTable';

describe('[dashboard] the map as a table', () => {
  it('adds up the mapped contributions per candidate, most contributions first', () => {
    const rows = mapRowsByCandidate({
      campaignNames: ['Jane for Mayor', 'Raj for Auditor'],
      contributorTypes: ['individual'],
      notOnMap: 0,
      points: [
        [45.5, -122.6, 2_500, 2_000, 0, 0],
        [45.5, -122.7, 1_000, null, 1, 0],
        [45.6, -122.6, 10_000, 2_000, 1, 0],
      ],
    });
    expect(rows).toEqual([
      { campaign: 'Raj for Auditor', contributions: 2, amountCents: 11_000, matchCents: 2_000 },
      { campaign: 'Jane for Mayor', contributions: 1, amountCents: 2_500, matchCents: 2_000 },
    ]);
  });
});
