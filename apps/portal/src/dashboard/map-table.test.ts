import { describe, expect, it } from 'vitest';
import { mapRowsByCandidate } from './MapTable';

describe('[dashboard] the map as a table', () => {
  it('names each candidate of the server’s per-campaign totals, most contributions first', () => {
    const rows = mapRowsByCandidate({
      campaignNames: ['Jane for Mayor', 'Raj for Auditor'],
      byCampaign: [
        [0, 1, 2_500, 2_000],
        [1, 2, 11_000, 2_000],
      ],
    });
    expect(rows).toEqual([
      { campaign: 'Raj for Auditor', contributions: 2, amountCents: 11_000, matchCents: 2_000 },
      { campaign: 'Jane for Mayor', contributions: 1, amountCents: 2_500, matchCents: 2_000 },
    ]);
  });
});
